# LLVM 22 names every feature bit as missing here (Intel syntax only)
.intel_syntax noprefix
jrcxz .L1
.L1:
nop
