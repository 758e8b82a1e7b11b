.section .foo,"a",@llvm_jt_sizes
nop
