# Immediates and displacements printed in hex with -print-imm-hex.
movl $255, %eax
addq $-1, %rbx
andl $4095, %ecx
movq 1024(%rdi), %rdx
imulq $1000, %rdx, %rsi
shrq $17, %rsi
movabsq $81985529216486895, %r8
