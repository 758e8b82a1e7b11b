.section .foo,"a",@llvm_linker_options
add x0, x1, x2
