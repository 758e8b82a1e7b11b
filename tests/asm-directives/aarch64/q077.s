.single 3.0e38
add x0, x1, x2
