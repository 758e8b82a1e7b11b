.lto_discard a, b
nop
