.ADDRSIG_SYM
add a0, a1, a2
