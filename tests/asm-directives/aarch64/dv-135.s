.comm foo,4,3
add x0, x1, x2
