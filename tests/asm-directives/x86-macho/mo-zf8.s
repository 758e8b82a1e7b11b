.zerofill __DATA,__bss,_x,8,3 4
nop
