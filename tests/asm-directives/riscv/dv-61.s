.balign 16
add a0, a1, a2
