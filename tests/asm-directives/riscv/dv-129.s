.section .gnu.linkonce.t.foo,"ax",@progbits
add a0, a1, a2
