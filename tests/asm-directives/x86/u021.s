.section .foo,"a",@llvm_sympart
nop
