.section .foo,"a",@llvm_offloading
add a0, a1, a2
