.section .data,"aw"
nop
