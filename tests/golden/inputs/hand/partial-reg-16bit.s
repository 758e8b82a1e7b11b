# 16-bit writes merge into the wider register; movzwl breaks the dependency.
movw $1, %ax
addw %ax, %cx
addl %ecx, %edx
movw %dx, %si
movzwl %si, %edi
addl %edi, %eax
movswq %ax, %r8
