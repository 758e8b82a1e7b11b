.long -%rax
nop
