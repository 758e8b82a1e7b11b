.tbss
nop
