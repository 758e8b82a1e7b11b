.comm buf,64,8,1
add a0, a1, a2
