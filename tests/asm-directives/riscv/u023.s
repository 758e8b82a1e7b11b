.section .foo,"a",@llvm_cfi_jump_table
add a0, a1, a2
