# 64-bit registers and opcodes with the i386 triple.
pushq %rax
movl %r8d, %eax
movl (%rip), %eax
cqto
addq $1, (%eax)
movb %sil, %al
