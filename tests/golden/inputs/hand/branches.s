# Conditional and unconditional direct branches in a loop body.
.Ltop:
addq $1, %rax
cmpq %rcx, %rax
jae .Lout
testq $1, %rax
je .Ltop
jmp .Ltop
.Lout:
decq %rdx
jne .Ltop
