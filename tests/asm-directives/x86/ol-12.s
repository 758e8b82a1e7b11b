.sleb128 x, (
nop
