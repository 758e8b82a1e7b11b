.section .foo,"a",@llvm_lto
nop
