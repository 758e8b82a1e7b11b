.string "\b\f"
nop
