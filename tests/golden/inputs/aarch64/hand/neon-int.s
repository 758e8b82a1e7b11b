// Advanced SIMD integer: arithmetic, widening, saturating, shifts, permutes.
add v0.4s, v1.4s, v2.4s
mul v3.8h, v4.8h, v5.8h
mla v3.8h, v0.8h, v5.h[2]
saddl v6.4s, v7.4h, v8.4h
uaddw2 v9.8h, v9.8h, v10.16b
sqadd v11.16b, v12.16b, v13.16b
sqrdmulh v14.4s, v15.4s, v16.s[1]
shl v17.2d, v18.2d, #3
ushr v19.4s, v17.4s, #7
sri v20.8h, v19.8h, #4
xtn v21.4h, v19.4s
zip1 v22.4s, v0.4s, v3.4s
uzp2 v23.16b, v22.16b, v21.16b
ext v24.16b, v23.16b, v22.16b, #8
tbl v25.16b, {v0.16b, v1.16b}, v24.16b
cnt v26.16b, v25.16b
addv s27, v0.4s
umov w0, v27.s[0]
dup v28.4s, w0
ins v29.s[1], w1
