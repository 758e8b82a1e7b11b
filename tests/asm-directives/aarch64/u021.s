.section .foo,"a",@llvm_sympart
add x0, x1, x2
