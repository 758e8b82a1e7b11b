.section .foo,"ao",@progbits,baz
baz:
add x0, x1, x2
