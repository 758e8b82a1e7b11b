# directives llvm-mca 22 does not know on RISC-V are errors
.foo
.attribute arch, "rv64gc"
.hword 1
.OPTION rvc
.even
add a0, a0, a1
