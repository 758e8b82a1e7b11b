.type f,"function"
nop
