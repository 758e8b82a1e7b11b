# 16-bit addresses LLVM refuses in 32-bit code.
movl (%bx,%si,2), %eax
movl (%cx), %eax
movl (%bp,%bx), %eax
movl (,%di), %eax
movl (%bx,%esi), %eax
movl (%esi,%bx), %eax
movl (%eip), %eax
.intel_syntax noprefix
mov eax, dword ptr [bx + 2*si]
mov eax, dword ptr [bx + bp]
mov eax, dword ptr [cx]
