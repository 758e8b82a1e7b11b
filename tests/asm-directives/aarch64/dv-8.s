.ADDRSIG_SYM
add x0, x1, x2
