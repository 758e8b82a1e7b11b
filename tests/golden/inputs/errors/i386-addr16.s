# 16-bit addressing in 32-bit code.
movl (%bx,%si), %eax
movw 6(%bp), %dx
addl %ecx, -4(%bp,%di)
leal 2(%bx,%di), %esi
movl (%di), %ebx
.intel_syntax noprefix
mov eax, dword ptr [bx + si + 8]
add word ptr [si + bp], ax
push foo
push offset foo
pop dword ptr [bx]
