movl $';', %eax
.byte ';'
