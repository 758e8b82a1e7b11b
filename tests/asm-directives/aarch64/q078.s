.float 1.0e40
add x0, x1, x2
