.zerofill __DATA
nop
