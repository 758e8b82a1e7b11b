# Intel syntax: memory operands, immediates and a loop.
.intel_syntax noprefix
.Ltop:
mov rax, qword ptr [rdi + 8*rcx]
add rax, qword ptr [rsi + 8*rcx]
mov qword ptr [rdx + 8*rcx], rax
vmovdqu ymm0, ymmword ptr [rdi + 32]
vpaddq ymm0, ymm0, ymmword ptr [rsi + 32]
vmovdqu ymmword ptr [rdx + 32], ymm0
add rcx, 1
cmp rcx, r8
jb .Ltop
