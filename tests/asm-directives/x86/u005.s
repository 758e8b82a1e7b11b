.section .llvm_addrsig,"e",@llvm_addrsig
nop
