.section .foo,"a",@llvm_sympart
add a0, a1, a2
