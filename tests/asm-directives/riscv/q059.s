.lcomm buf,64,8
add a0, a1, a2
