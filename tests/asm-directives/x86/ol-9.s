.uleb128 "a"
nop
