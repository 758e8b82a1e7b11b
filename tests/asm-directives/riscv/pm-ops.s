addi a0, a0, 5 % 2
li a0, 7%3
lw a0, 5 % 3(a1)
