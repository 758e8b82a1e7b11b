// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// LLVM's vector register parser refuses a type suffix (invalid vector kind qualifier), reads the operand as a name, and matches nothing
ld1 {v0.q}, [x0]
ld1 {v0.4s, v1.q}, [x0]
mov v0.q[1], w0
mov w0, v0.q[1]
add.4s v0.q, v1, v2
add v0.4s, v1.4s, v2.4
mov x0, v0.x
fmla v0.4s, v1.4s, v2.q[1]
add z0.q, z1.q, z2.q
add z0.x, z1.d, z2.d
add v0.4s, v1.4s, v2.4s, v3.x
ld1 {v0.4s - v3.x}, [x0]
mov v0.q, v1.16b
add v0.2q, v1.4s, #
add v0.q, v1.q, v2.q
add v0.4s, v1.4s, v2.4
mov x0, z0.4s
mov x0, p0.4s
add z0.d, z1.d, z2.4s
add z0.x, z1.d, z2.d
mov x0, v0.2b
ld1 {v0.16b, v1.16bx}, [x0]
add v0.4S, v1.4S, v2.4S
