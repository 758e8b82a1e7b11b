.type f,@common
add x0, x1, x2
