.globl main
.type main, @function
main:
.LFB0:
addq %rax, %rbx
