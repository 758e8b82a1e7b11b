.section .llvm_addrsig,"e",@llvm_addrsig
add x0, x1, x2
