# RV64-only instructions on riscv32.
add a0, a1, a2
ld a0, 0(a1)
addw a0, a0, a1
