.literal16 1
nop
