# Labels on the same line as instructions, numeric labels and data directives.
start: movq %rax, %rbx
1:
addq $1, %rbx
cmpq $10, %rbx
jne 1b
.data
value: .quad 42
.text
movq value(%rip), %rcx
