.section .foo,"a",@llvm_stackmaps
add x0, x1, x2
