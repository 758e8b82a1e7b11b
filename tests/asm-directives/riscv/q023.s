.section .foo,"e"
add a0, a1, a2
