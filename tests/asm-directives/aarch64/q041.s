.type f,@notype
add x0, x1, x2
