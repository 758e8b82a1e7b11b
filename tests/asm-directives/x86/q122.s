.uleb128 x
nop
