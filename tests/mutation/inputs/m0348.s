# gcc-o3-v3.so: loop of 11 instructions at 0x64e1 (gpr), Intel syntax.
.intel_syntax noprefix
.L64e1:
	mov ecx,DWORD PTR [rax]
	lea rdx,[rcx