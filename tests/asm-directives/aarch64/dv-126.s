.section .tbss,"awT",@nobits
add x0, x1, x2
