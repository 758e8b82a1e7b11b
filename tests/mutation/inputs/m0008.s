# sort: loop of 16 instructions at 0xa070 (sse), AT&T syntax.
.La070:
	lea 0x0(,%rbp,8),%r12
	lea 0x0(%r13,%r12,1),%rax
	lea 0x0(%r13,%r12,1),%rax
	movdqu -0