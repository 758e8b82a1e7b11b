# RV32 li, la and call expansions.
li a0, 0x12345678
li a1, -1
li a2, 0xffffffff
li a3, 2048
la a4, sym
call func
seqz a5, a0
