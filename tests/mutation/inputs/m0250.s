.intel_syntax noprefix
# libsqlite3.so.0: loop of 21 instructions at 0x515a2 (sse), Intel syntax.
.L515a2:
	add rax,rbx
	lea rdi,[rax+0x8]
	m