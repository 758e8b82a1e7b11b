# Overlapping named regions: foo ends while bar is still open.
# LLVM-MCA-BEGIN foo
addl %eax, %edx
# LLVM-MCA-BEGIN bar
subl %eax, %edx
# LLVM-MCA-END foo
imull %edx, %eax
# LLVM-MCA-END bar
addl %eax, %ecx
