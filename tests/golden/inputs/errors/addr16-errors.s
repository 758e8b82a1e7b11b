# Address registers that do not go together.
movl (%bx,%si), %eax
movq (%rsi,%ecx), %rax
movl (%esi,%rcx), %eax
movl (,%si), %eax
.intel_syntax noprefix
mov eax, dword ptr [bp + di]
mov eax, dword ptr [rbx + edx]
