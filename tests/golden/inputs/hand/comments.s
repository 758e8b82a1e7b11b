# A hash comment on its own line.
	# An indented hash comment.
/* A C-style comment
   spanning lines. */
addq %rax, %rbx # trailing hash comment
addq %rbx, %rcx /* trailing block comment */
/* leading block */ addq %rcx, %rdx
// a double-slash comment
subq %rdx, %rax ; subq %rax, %rbx
#
#LLVM-MCA is mentioned here but is not a marker
