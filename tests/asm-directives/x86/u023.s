.section .foo,"a",@llvm_cfi_jump_table
nop
