.p2align 4,,
add a0, a1, a2
