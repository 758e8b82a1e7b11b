# Register-to-register moves that rename can eliminate.
movq %rax, %rbx
addq %rbx, %rcx
movq %rcx, %rdx
addq %rdx, %rax
movl %esi, %edi
addl %edi, %esi
movq %r8, %r9
movq %r9, %r10
movq %r10, %r8
