movl $1, %foo
vaddps %zmm32, %zmm1, %zmm2
addq %rax %rbx
add
imulq %rax, %rbx
