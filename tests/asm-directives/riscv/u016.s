.section .foo,"a",@llvm_bb_addr_map
add a0, a1, a2
