.section .text,"xr",one_only,main
nop
