.section .foo,"a",@llvm_lto
add x0, x1, x2
