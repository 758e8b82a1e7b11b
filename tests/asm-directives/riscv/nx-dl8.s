.ascii "1f"
.long 1f
.macro m
1:
.endm
m
nop
