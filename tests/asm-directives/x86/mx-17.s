.uleb128 %1
nop
