# li expands to one to eight instructions depending on the value.
li a0, 0
li a1, 2047
li a2, 4096
li a3, 0x12345678
li a4, -1
li a5, 0xffffffff
li a6, 0x100000000
li a7, 0x123456789abcdef0
add a0, a3, a7
