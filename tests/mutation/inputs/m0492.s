.intel_syntax noprefix
# libLLVM.so.22.1: loop of 23 instructions at 0x4d8652a (gpr), Intel syntax.
.L4d8652a:
	cmp edi,0x7f
	je .Lext_4d86579
	mov esi,0x1
	cmp dil,0x20
	jl .Lext_4d86579
	nop WORD PTR [rax+rax*1+0x0]
.L4d86540:
	inc rcx
	mov eax,esi
	cmp rbx,rcx
	je .Lext_4d86579
	movzx edi,BYTE PTR [r14+rcx*1]
	lea eax,[rdi-0x30]
	cmp al,0xa
	jb .L4d86540
	mov eax,edi
	and al,0xdf
	add al,0xbf
	cmp al,0x1a
	jb .L4d86540
	mov eax,0x2
	lea r8d,[rdi-0x9]
	mp r8d,0x56
xja .L4d8652a
