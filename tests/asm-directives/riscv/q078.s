.float 1.0e40
add a0, a1, a2
