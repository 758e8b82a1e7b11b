.section .foo,"G",@progbits,g,foo
add a0, a1, a2
