.size foo, 8
add x0, x1, x2
