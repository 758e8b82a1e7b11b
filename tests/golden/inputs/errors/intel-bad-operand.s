.intel_syntax noprefix
mov rax, rbx
add rax, dword ptr [rdi]
mov eax, [rdi
