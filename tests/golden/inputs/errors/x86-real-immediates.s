# AT&T operands' expressions are LLVM's generic ones: a real number there is
# its IEEE double's bits (a 64-bit value, printed whole; opcodes picked by it)
movl $1.5,(%rdi,%rdx,4)
cmp $1.5,%ecx
and $2.75, %r9d
movq $1e3, %rax
addl $-1.5, %eax
movl $0x1.8p1, %eax
movb $1.5, %al
movl $1.5e2, %eax
movl $.5, %eax
subq $0.25, %rsp
