.ULEB128 1+
nop
