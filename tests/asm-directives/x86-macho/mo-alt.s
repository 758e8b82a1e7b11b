.alt_entry _x
_x:
nop
