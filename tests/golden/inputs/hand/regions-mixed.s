# An anonymous region nested in a named one, with markers in both comment styles.
# LLVM-MCA-BEGIN named
addq %rax, %rbx
#LLVM-MCA-BEGIN
shlq $1, %rbx
	#    LLVM-MCA-END
addq %rbx, %rcx
# LLVM-MCA-END named
