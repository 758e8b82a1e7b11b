// A multiply-accumulate chain through x0 (latency bound).
madd x0, x1, x2, x0
madd x0, x3, x4, x0
msub x0, x5, x6, x0
mul x7, x0, x0
umulh x8, x7, x1
smull x9, w7, w8
