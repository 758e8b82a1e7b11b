# Prefixes written on their own line are separate instructions for llvm-mca.
cs
nopw (%rax,%rax)
data16
rep
lock
addq %rax, %rbx
rex64
ds
movq (%rdi), %rcx
