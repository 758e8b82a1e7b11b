# LLVM-MCA-BEGIN first
	addq	%rax, %rbx
	jne	LBB0_1
# LLVM-MCA-END
# LLVM-MCA-BEGIN second
	subq	%rcx, %rdx
# LLVM-MCA-END
	jmp	LBB0_9
