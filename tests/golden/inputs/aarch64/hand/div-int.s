// Integer division and remainder.
sdiv x0, x1, x2
udiv w3, w4, w5
msub x6, x0, x2, x1
sdiv x7, x0, x6
udiv x8, x8, x9
