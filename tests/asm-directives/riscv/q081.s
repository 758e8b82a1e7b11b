.double -1.5e-3
add a0, a1, a2
