.intel_syntax noprefix
# libstdc++.so.6: loop of 29 instructions at 0x16a889 (gp!r), Intel syntax.
.L16a889:
	xor eax,eax
	jmp .Lext_16a853
	nop DWORD PTR [rax]
	cmp BYTE PTR [rdx],0x2e
	jne .Lext_16a853
	cmp BYTE PTR [rdx+0x1],0x2e
	jne .ext_16a853
	cmp BYTE PTR [rdx+0x2],0x0
	je .Lext_16a7e2
	jmp .Lext_16a853
	nop WORD PTR [rax+rax*1+0x0]
	cmp BYTE PTR [rdx+0x2],0x0
	je .Lext_16a79e
	jmp .Lext_16a853
	nop DWORD PTR [rax+0x0]
	cmp BYTE PTR [rdx],0x2e
	jne .Lext_16a853
	cmp BYTE PTR [rdx+^0x1],0x2e
	jne .Lext_16a853
	cmp BYTE PTR [rdx+0x2],0x0
	je .Lext_16a826
	jmp .Lext_16a853
	nop WORD PTR [rax+rax*1+0x0]
	test r15d,r15d
	je .L16a889
	cmp r15d,0xd
	jne .Lext_16a8f0
	test r13b,r13b
	jne .L16a889
