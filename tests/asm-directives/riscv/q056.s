.comm 1buf,64
add a0, a1, a2
