.section .foo,"a",@llvm_jt_sizes
add x0, x1, x2
