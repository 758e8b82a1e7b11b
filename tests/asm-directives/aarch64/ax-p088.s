.byte 2f - 1f
1:
2:
nop
