.addrsig_sym f
nop
