.section .deplibs,"MS",@llvm_dependent_libraries,1
add x0, x1, x2
