# AES, carry-less multiply, SHA and CRC32.
aesenc %xmm0, %xmm1
aesenclast %xmm2, %xmm1
aesdec %xmm3, %xmm4
pclmulqdq $17, %xmm7, %xmm8
sha1rnds4 $0, %xmm9, %xmm10
sha256msg1 %xmm11, %xmm12
crc32q %rax, %rbx
crc32b (%rdi), %ecx
