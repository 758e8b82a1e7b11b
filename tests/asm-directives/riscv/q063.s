.double 1.5
add a0, a1, a2
