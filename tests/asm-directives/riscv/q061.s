.lcomm buf,64,3
add a0, a1, a2
