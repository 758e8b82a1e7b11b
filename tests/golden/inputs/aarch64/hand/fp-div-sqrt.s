// FP division and square root: long-latency unpipelined units.
fdiv d0, d1, d2
fdiv s3, s4, s5
fsqrt d6, d0
fsqrt s7, s3
fdiv d8, d6, d0
fmul d9, d8, d8
