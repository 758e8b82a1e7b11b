.addrsig_sym "foo"
add a0, a1, a2
