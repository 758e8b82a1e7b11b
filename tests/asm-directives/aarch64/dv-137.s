.lcomm foo,4,8
add x0, x1, x2
