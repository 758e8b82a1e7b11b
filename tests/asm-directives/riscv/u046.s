.section .foo,"a",@progbits # comment
add a0, a1, a2
