.long %cr0, %dr7, %xmm15, %k1
nop
