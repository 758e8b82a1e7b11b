# A loop with a call (gcc -O2 of mca-tools' libcore/records.c:mca_split,
# bench/sim/matched).  On skylake the call's 100-cycle latency fills the
# reorder buffer; the gaps between iterations repeat every 2,165
# iterations and the whole state every 6,495 (the resource manager's round
# robin takes three gap periods to come back).
.L788:
	add $0x1,%rbx
	lea 0x1(%rax),%rdi
	mov %rbp,%rdx
	mov %r12d,%esi
	sub %rdi,%rdx
	call .L79e
.L79e:
	test %rax,%rax
	jne .L788
