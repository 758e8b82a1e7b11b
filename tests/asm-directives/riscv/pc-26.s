.byte %hi(%lo(x))
nop
