movl $'#', %eax
.byte '#', 1
cmpb $'#', %al # c
