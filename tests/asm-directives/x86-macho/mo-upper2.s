.Zerofill __DATA,__bss
nop
