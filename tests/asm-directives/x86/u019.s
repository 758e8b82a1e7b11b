.section .foo,"a",@llvm_odrtab
nop
