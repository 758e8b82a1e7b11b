.uleb128
nop
