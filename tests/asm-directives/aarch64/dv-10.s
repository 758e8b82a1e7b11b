.addrsig_sym foo, bar
add x0, x1, x2
