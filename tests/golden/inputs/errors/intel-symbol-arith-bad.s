.intel_syntax noprefix
mov eax, dword ptr [rcx + 8*ra]
mov eax, dword ptr [rcx + (ra+rb)]
mov eax, dword ptr 4*ra
mov eax, dword ptr [rcx + ra + 2*rb]
