.addrsig_sym f
add a0, a1, a2
