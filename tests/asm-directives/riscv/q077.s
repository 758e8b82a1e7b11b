.single 3.0e38
add a0, a1, a2
