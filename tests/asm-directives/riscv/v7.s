.section .data.x,"a",@progbits
.section .data.x,"aw",@progbits
add a0, a1, a2
.section .tdata.y,"awT",@progbits
.section .tdata.y,"aw",@progbits
