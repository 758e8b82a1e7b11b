.section .foo,"a",@llvm_odrtab
add x0, x1, x2
