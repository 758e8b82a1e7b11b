.byte '\'
nop
