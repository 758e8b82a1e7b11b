.addrsig_sym f
add x0, x1, x2
