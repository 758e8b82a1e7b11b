.section .foo,"a",@llvm_stackmaps
nop
