.byte '\#', '\''
nop
