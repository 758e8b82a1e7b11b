.rodata foo
nop
