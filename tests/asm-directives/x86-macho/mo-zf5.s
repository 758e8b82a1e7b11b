.zerofill __DATA,__bss,_x,8,-1
nop
