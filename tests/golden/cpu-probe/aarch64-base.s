// Probe used by regen-goldens: simulated with -all-views on every AArch64 CPU.
add x0, x1, x2
mul x3, x0, x4
ldr x5, [x6, #8]
str x5, [x6, #16]
add x7, x7, x5
fmadd d0, d1, d2, d0
fadd v1.4s, v1.4s, v2.4s
ldr q3, [x6, #32]
mov x8, x7
eor x9, x9, x9
subs x10, x10, #1
