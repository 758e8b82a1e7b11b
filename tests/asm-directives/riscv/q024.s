.section .foo,"aR"
add a0, a1, a2
