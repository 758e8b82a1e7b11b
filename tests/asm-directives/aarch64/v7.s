.section .data.x,"a",@progbits
.section .data.x,"aw",@progbits
add x0, x1, x2
.section .tdata.y,"awT",@progbits
.section .tdata.y,"aw",@progbits
