.lcomm buf,64,8
add x0, x1, x2
