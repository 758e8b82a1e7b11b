.err
nop
