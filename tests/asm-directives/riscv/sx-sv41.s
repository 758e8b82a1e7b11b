.data
.set .data, 1
nop
