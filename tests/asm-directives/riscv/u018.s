.section .foo,"a",@llvm_lto
add a0, a1, a2
