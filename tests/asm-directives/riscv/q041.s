.type f,@notype
add a0, a1, a2
