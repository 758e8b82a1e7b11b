// Condition flags: compare, conditional select and compare chains.
cmp x0, x1
csel x2, x3, x4, lt
ccmp x5, #3, #4, ne
cset w6, eq
csinc x7, x2, x8, ge
cneg w9, w10, mi
tst x11, #0x7
csetm x12, ne
cmn w13, #1
cinc x14, x14, hs
