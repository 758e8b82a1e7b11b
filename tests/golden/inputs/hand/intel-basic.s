.intel_syntax noprefix
# Intel syntax input: destination first, no register prefixes.
add rax, rbx
imul rcx, rax
mov rdx, qword ptr [rdi + 8]
lea rsi, [rdi + 4*rcx + 16]
xor eax, eax
shl rdx, 3
mov dword ptr [rsi], edx
