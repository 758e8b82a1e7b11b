.symver f, f@V1
add a0, a1, a2
