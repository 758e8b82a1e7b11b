.p2align %1
nop
