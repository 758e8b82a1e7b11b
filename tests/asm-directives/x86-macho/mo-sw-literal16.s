.literal16
nop
