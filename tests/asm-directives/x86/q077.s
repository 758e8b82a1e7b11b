.single 3.0e38
nop
