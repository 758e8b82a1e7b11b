.float Inf
add x0, x1, x2
