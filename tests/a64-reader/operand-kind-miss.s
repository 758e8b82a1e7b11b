// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// operands missing after ones no form takes: LLVM's matcher stops at the arrangement or FP register size no form has there (too few only when a form takes the operands given)
fadd v0.2d, v1.2d
fadd v0.4s, v1.2d
fmla v0.4s, v1.4s
fmul s0, d1
fmul s0, s1
fmul d0, s1
add v0.8b, v1.16b
fcvt s0, d1
fcvtzs w0, d1
fsub v4.2d, v1.4b
fadd v4.4s, v1.2d
