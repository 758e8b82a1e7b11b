// Half-precision arithmetic and BF16 (needs CPUs with fullfp16 / bf16).
fadd h0, h1, h2
fmul h3, h0, h0
fcvt s4, h3
fcvt h5, s4
fmla v6.8h, v7.8h, v8.8h
bfcvt h9, s10
bfdot v11.4s, v12.8h, v13.8h
