.section .foo,"ao",@progbits,baz
baz:
add a0, a1, a2
