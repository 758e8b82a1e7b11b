.size foo, x
add a0, a1, a2
