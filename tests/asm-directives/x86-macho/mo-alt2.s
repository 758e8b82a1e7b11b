_x:
.alt_entry _x
nop
