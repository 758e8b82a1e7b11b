.TEXT
nop
