.section .foo,"a",@llvm_linker_options
add a0, a1, a2
