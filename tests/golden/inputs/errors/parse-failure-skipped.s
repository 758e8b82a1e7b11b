# Bad lines dropped with -skip-unsupported-instructions=parse-failure.
addq %rax, %rbx
bogus %rax
imulq %rbx, %rcx
addq %xmm1, %rax
subq %rcx, %rax
