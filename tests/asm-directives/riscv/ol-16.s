.uleb128 1 2
nop
