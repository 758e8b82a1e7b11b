.addrsig_sym
add x0, x1, x2
