.long 1*-%rax
nop
