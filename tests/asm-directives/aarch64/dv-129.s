.section .gnu.linkonce.t.foo,"ax",@progbits
add x0, x1, x2
