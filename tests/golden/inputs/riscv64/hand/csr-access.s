# CSR reads and writes, FP environment pseudo-instructions.
csrr a0, fcsr
frrm a1
fsrm a2
frflags a3
fsflags a4
csrrs a5, fflags, zero
rdcycle a6
rdinstret a7
rdtime t0
