.section .foo,"a",@llvm_jt_sizes
add a0, a1, a2
