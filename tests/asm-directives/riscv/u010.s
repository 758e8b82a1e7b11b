.section .deplibs,"MS",@llvm_dependent_libraries,1
add a0, a1, a2
