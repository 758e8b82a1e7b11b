.section .foo,"a",@llvm_cfi_jump_table
add x0, x1, x2
