_x:
.zerofill __DATA,__bss,_x,8
nop
