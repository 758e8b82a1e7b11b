.section .data.x,"a",@progbits
.section .data.x,"aw",@progbits
nop
.section .tdata.y,"awT",@progbits
.section .tdata.y,"aw",@progbits
