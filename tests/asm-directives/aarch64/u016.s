.section .foo,"a",@llvm_bb_addr_map
add x0, x1, x2
