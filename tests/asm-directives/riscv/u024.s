.section .foo,"a",@llvm_stackmaps
add a0, a1, a2
