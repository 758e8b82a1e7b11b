.section .foo,"a",@llvm_bb_addr_map
nop
