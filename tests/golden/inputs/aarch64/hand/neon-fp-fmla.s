// Advanced SIMD FP: by-element and vector FMA, reductions, reciprocal estimates.
fmla v0.4s, v1.4s, v2.4s
fmla v0.4s, v3.4s, v4.s[1]
fmls v5.2d, v6.2d, v7.d[0]
fadd v8.4s, v0.4s, v5.4s
fmul v9.4s, v8.4s, v8.4s
faddp v10.4s, v9.4s, v9.4s
fmaxv s11, v10.4s
frecpe v12.4s, v9.4s
frecps v13.4s, v9.4s, v12.4s
fcvtzs v14.4s, v13.4s
scvtf v15.2d, v14.2d
fcmge v16.4s, v15.4s, #0.0
