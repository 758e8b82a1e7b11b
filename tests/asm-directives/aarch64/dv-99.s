.set .text, 1
add x0, x1, x2
