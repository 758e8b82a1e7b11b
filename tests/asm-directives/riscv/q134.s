.stabs "a",1,2,3,4
add a0, a1, a2
