.zerofill __DATA,__bss
nop
