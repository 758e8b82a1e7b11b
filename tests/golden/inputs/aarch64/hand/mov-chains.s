// Register moves: mov (orr alias), mov to/from sp, vector and FP moves.
mov x0, x1
mov x2, x0
mov x3, sp
mov sp, x3
mov v0.16b, v1.16b
mov v2.16b, v0.16b
fmov d3, d2
fmov s4, w5
fmov x6, d3
mov w7, w6
