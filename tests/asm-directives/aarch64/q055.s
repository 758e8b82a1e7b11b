.comm buf,64,-1
add x0, x1, x2
