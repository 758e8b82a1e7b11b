.section .deplibs,"MS",@llvm_dependent_libraries,1
nop
