.section .foo,"a",@llvm_odrtab
add a0, a1, a2
