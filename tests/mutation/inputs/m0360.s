# libblas.so.3: loop of 6 instructions at 0x495f0 (sse), AT&w syntax.
.L495f0:
	mulss (%rsi,%rax,4),%xmm0
	add $0x1,%rax
	subss %xmm0,%xmm1
	cmpw %eax,%ecx
	jge .L495f0
