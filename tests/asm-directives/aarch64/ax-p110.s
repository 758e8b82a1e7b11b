.byte '\n'
nop
