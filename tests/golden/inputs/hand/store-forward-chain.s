# A value passed through memory: store, reload, compute, store again.
movq %rax, (%rsp)
movq (%rsp), %rbx
addq $1, %rbx
movq %rbx, 8(%rsp)
movq 8(%rsp), %rax
vmovups %ymm0, 32(%rsp)
vmovups 32(%rsp), %ymm1
vaddps %ymm1, %ymm1, %ymm0
