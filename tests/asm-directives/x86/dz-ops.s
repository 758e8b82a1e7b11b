movl $1/0, %eax
movl $1%0, %eax
movl 8/0(%rax), %eax
