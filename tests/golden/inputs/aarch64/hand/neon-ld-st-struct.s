// Structure loads and stores with post-increment, single lanes and replication.
ld1 {v0.4s, v1.4s}, [x0], #32
ld2 {v2.8h, v3.8h}, [x1], #32
ld3 {v4.4s, v5.4s, v6.4s}, [x2], x9
ld4 {v16.16b, v17.16b, v18.16b, v19.16b}, [x3]
ld1 {v20.s}[1], [x4]
ld1r {v21.4s}, [x5]
add v22.4s, v0.4s, v4.4s
st1 {v22.4s}, [x6], #16
st2 {v2.8h, v3.8h}, [x7]
st4 {v16.b, v17.b, v18.b, v19.b}[3], [x8]
