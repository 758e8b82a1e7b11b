.section .foo,"a",@unwind
add a0, a1, a2
