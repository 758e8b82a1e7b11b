.section .llvm_addrsig,"e",@llvm_addrsig
add a0, a1, a2
