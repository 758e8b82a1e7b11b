.addrsig_sym 1
add x0, x1, x2
