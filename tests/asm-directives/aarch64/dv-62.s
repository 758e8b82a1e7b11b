.balign 3
add x0, x1, x2
