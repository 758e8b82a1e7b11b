// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// mov Vd.T, Vn.T: LLVM's alias of orr takes every arrangement (the byte form of its width)
mov v0.4s, v1.4s
mov v0.2d, v1.2d
mov v0.8h, v1.8h
mov v0.2s, v1.2s
mov v0.4h, v1.4h
mov v0.1d, v1.1d
mov v0.16b, v1.16b
mov v0.8b, v1.8b
mov v0.4s, v0.4s
mov v31.2d, v7.2d
mov V0.4S, V1.4S
