.stabs "a",1,2,3,4
add x0, x1, x2
