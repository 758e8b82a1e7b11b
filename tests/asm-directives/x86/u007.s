.section .tbss,"awT",@nobits
nop
