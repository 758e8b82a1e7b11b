# Integer division and remainder (long latency, unpipelined on many cores).
div a0, a1, a2
divu a3, a4, a5
rem a6, a0, a3
divw t0, t1, t2
remuw t3, t0, t1
div a0, a0, a6
