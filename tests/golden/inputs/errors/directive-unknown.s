# directives llvm-mca 22 does not know are errors; known ones in any case
.foo 1
.BYTE 1
.Code32
.data.rel
.p2align 4
.cfi_sections .debug_frame
addl %eax, %ebx
.hword 2
