# Partial writes of general registers followed by full-width reads, and
# zero-extending writes that break the chain.
movw %ax, %bx
addq %rbx, %rcx
movb %al, %bl
addq %rbx, %rcx
movl %eax, %ebx
addq %rbx, %rcx
setne %dl
movzbl %dl, %edx
addq %rdx, %rcx
cmovew %si, %di
addq %rdi, %rcx
