# Many eliminable moves per cycle (more than any move-elimination limit).
movq %rax, %rbx
movq %rbx, %rcx
movq %rcx, %rdx
movq %rdx, %rsi
movq %rsi, %rdi
movq %rdi, %r8
movq %r8, %r9
movq %r9, %rax
movaps %xmm0, %xmm1
movaps %xmm1, %xmm2
movaps %xmm2, %xmm3
movaps %xmm3, %xmm0
