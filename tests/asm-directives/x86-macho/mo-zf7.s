.zerofill
nop
