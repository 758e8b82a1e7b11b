# LLVM's Intel expressions count a symbol as 0 and keep it apart
.intel_syntax noprefix
mov eax, dword ptr [rcx + ra*8]
mov eax, dword ptr [ra*8 + rdx*4]
mov eax, dword ptr [rcx + ra*8 - 3]
mov eax, dword ptr [rcx + 5 - ra]
mov eax, dword ptr [rcx + (ra+2)*8]
mov eax, dword ptr [rcx + ~ra]
mov eax, dword ptr ra/8
add dword ptr [rcx + ra*8][rdx], 1
