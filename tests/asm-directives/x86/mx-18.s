.sleb128 %rax
nop
