.section .foo,"a",@llvm_offloading
add x0, x1, x2
