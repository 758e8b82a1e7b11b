# A plain block for CPU-level errors (no model, wrong triple).
add a0, a1, a2
lw a3, 0(a0)
addi a4, a3, 1
