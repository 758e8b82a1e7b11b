.zerofill __DATA,__bss,_x,-1
nop
