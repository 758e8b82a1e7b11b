.set .data.rel.ro, 1
nop
