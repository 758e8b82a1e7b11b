.float 1.0e40
nop
