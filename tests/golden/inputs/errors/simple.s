# A valid input used with invalid options and CPUs.
addq %rax, %rbx
imulq %rbx, %rcx
