.section .foo,"a",@0x70000001
add x0, x1, x2
