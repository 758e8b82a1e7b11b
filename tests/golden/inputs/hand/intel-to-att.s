.intel_syntax noprefix
# Intel input printed as AT&T (-output-asm-variant=0).
mov eax, dword ptr [rdi + 4*rsi]
add eax, 100
imul eax, eax, 7
movsxd rdx, eax
mov qword ptr [rdi], rdx
