// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// where LLVM's matcher stops on base instructions with operands missing or of the wrong kind: a 32-bit base register (at the register), add/sub with two registers of different widths or an immediate, cmp with one, a fourth operand that is no extend; too-few ranges with comments and separators after
strh w1, [w28, #0x56]
stp q0, q0, [w19]
ldr x0, [w1]
ldr x0, [w1, x2]
add x7, x11, x4, x4
cmp w3, w25, w25
add w0, w1, w2, w3
add x0, x1, #1, x3
sub x0, x1, x2, #3
cmp x4
cmp w0
sub x2, w2
add x2, w2
add x0, x1
add x2, w2
add w2, x2
add sp, x1
add x0, sp
add sp, w1
add w0, wsp
sub x0, #1
cmp x4
cmp w0
cmp sp
cmn x4
cmp x0, x1, x2
fadd v4.2d, v1.2d
add v0.4s, v1.4s
add x0, x1, w2, x3
adds x0, x1, w2, x3
fadd v0.2d, v1.2d // c
add x0, x1 // c
fadd v0.2d, v1.2d ; nop
add x0, x1 ; nop
fadd v0.2d, v1.2d /* c */ ; nop
add x0, x1 /* c */ ; nop
add x0, x1 /* c */
cmp x4 // c
cmp x4 ; nop
add x0, x1, w2 // c
add x0, x1, w2 ; nop
cmp x0, w4 // c
