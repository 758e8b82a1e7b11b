.section .x,"aG",@progbits,g1
.section .x,"awG",@progbits,g2
.section .x,"a",@progbits,unique,1
.section .x,"aw",@progbits,unique,2
add a0, a1, a2
