li a0, '#'
.byte '#'
addi a1, a1, '#' # c
