// Pointer authentication and BTI in a function prologue/epilogue.
bti c
paciasp
stp x29, x30, [sp, #-16]!
mov x29, sp
pacia x0, x1
autia x0, x1
xpaci x2
ldp x29, x30, [sp], #16
autiasp
retaa
