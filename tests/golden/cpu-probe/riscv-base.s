# Probe used by regen-goldens: simulated with -all-views on every RISC-V CPU.
add a0, a1, a2
mul a3, a0, a4
lw a5, 8(a6)
sw a5, 16(a6)
add a7, a7, a5
addi t0, t0, -1
fmadd.d ft0, ft1, ft2, ft0
fld ft3, 24(a6)
mv t1, a7
xor t2, t2, t2
