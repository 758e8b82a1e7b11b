.addrsig_sym foo bar
add a0, a1, a2
