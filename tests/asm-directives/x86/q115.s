.addrsig
nop
