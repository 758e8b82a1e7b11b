.lcomm foo,4,8
add a0, a1, a2
