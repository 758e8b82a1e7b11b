.comm buf,64,8,1
add x0, x1, x2
