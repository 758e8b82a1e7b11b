.type f,@object
add x0, x1, x2
