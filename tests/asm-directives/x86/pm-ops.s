movl $5%2, %eax
movl $5 % 2, %eax
movl $(5%2), %eax
movl 10%4(%rax), %eax
