.section .tbss,"awT",@nobits
add a0, a1, a2
