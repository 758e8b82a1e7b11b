.intel_syntax noprefix
# libcrypto.so.3: loop of 10 instructions at 0x271ef0 (gpr), Intel syntax.
# libcrypto.so.256: loop of 10 instructions at 0x271ef0 (gpr), Intel syntax.
.L271ef0:
	mov r10d,DWORD PTR [rdi+r9*4]
	add r8b,BYTE PTR [rdx+rsi*1]
	add r8b,r10b
	mov r11d,DWORD PTR [rdi+r8*4]
	add rsi,0x1
	cmove rsi,rcx
	mov DWORD PTR [rdi+r8*4],r10d
	mov DWORD PTR [rdi+r9*4],r11d
	add r9b,0x1
	jae .L271ef0
