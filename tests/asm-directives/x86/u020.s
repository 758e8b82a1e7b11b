.section .foo,"a",@llvm_linker_options
nop
