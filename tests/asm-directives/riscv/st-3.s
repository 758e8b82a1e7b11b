.equ 1, 2
add a0, a1, a2
