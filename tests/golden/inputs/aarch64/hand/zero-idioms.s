// Zeroing forms: movi #0, mov #0, eor with itself, fmov from xzr.
movi v0.2d, #0
mov x0, #0
eor x1, x1, x1
fmov d1, xzr
movi d2, #0
sub x2, x2, x2
add v3.4s, v0.4s, v1.4s
add x3, x0, x1
