.cg_profile a, b, 10
nop
