.section .foo,"a",@llvm_offloading
nop
