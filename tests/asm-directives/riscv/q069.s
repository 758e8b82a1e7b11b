.double 1e400
add a0, a1, a2
