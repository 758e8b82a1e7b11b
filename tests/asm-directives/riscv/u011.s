.section .foo,"a",@0x70000001
add a0, a1, a2
