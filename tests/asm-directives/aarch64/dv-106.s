.size foo, x
add x0, x1, x2
