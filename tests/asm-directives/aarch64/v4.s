.section .x,"aG",@progbits,g1
.section .x,"awG",@progbits,g2
.section .x,"a",@progbits,unique,1
.section .x,"aw",@progbits,unique,2
add x0, x1, x2
