.byte '
nop
