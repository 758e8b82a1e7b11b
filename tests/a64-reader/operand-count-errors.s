// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=apple-m2 -instruction-tables
// operand counts: too few when every form of the first operand's kind wants more, the first operand too many; Apple mnemonics with arranged registers
add v0.4s, v1.4s
add v0.4s, v1.4s, v2.4s, v3.4s
sxtl v0.2d
mov v0.16b, v1.16b, v2.16b
add.4s v0, v1
add.4s v0, v1, x2
add.4s v0, v1, v2, v3
mov.s v0[4], w0
add.4s v0.4s, v1.4s, v2.4s
add.2s v0, v1, v2.4s
mov.16b v0, v1, v2
