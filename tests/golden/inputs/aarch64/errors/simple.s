// A plain block for CPU-level errors (no model, nop rejected).
nop
add x0, x1, x2
ldr x3, [x0]
