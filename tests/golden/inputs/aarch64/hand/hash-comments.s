# GCC-style comments: '#' first in a statement is a comment.
#APP
# 42 "kernel.c" 1
	# inline asm marker, indented
#NO_APP
# LLVM-MCA-BEGIN body
.Lloop: # after a label: up to the end of the statement ; add x3, x3, #1
	ldr	x1, [x0], #8
	add	x2, x2, x1 ; # after a separator: the rest of the line ; mul x4, x4, x4
	subs	x5, x5, #1
	b.ne	.Lloop
# LLVM-MCA-END
