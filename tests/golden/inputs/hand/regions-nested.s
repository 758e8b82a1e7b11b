# A region nested inside another one.
# LLVM-MCA-BEGIN outer
addl %eax, %edx
imull %edx, %ecx
# LLVM-MCA-BEGIN inner
subl %eax, %edx
movl (%rdi), %esi
# LLVM-MCA-END inner
addl %esi, %ecx
# LLVM-MCA-END outer
