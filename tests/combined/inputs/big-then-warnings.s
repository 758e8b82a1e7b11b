# Combined-stream ordering: regions whose warnings come after earlier reports.
# LLVM-MCA-BEGIN big
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
  addl %esi, %edi
  addl %edi, %eax
  addl %eax, %ebx
  addl %ebx, %ecx
  addl %ecx, %edx
  addl %edx, %esi
# LLVM-MCA-END
# LLVM-MCA-BEGIN with-ret
  addl %eax, %ebx
  retq
# LLVM-MCA-END
# LLVM-MCA-BEGIN with-call
  imull %ecx, %edx
  callq foo
# LLVM-MCA-END
# LLVM-MCA-BEGIN with-avx512
  vaddps %zmm0, %zmm1, %zmm2
  addl %eax, %ebx
# LLVM-MCA-END
