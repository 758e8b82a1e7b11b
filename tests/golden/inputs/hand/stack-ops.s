# Push/pop and stack-pointer arithmetic.
pushq %rbp
movq %rsp, %rbp
pushq %rbx
subq $32, %rsp
movq %rax, 8(%rsp)
addq $32, %rsp
popq %rbx
popq %rbp
