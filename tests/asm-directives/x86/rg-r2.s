# LLVM-MCA-BEGIN a
.include "rgi-r2inc.s"
addq %rax, %rbx
