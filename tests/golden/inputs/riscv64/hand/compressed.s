# Compressible forms (scheduled as C_* opcodes when C is on) and explicit c. forms.
add a0, a0, a1
addi a0, a0, 1
addi sp, sp, -32
mv a1, a0
li a2, 5
slli a3, a3, 2
ld a4, 8(a0)
sd a4, 0(sp)
lw s0, 4(s1)
c.addi a5, -3
c.and a5, a4
c.sub a5, a4
c.ldsp ra, 8(sp)
c.sdsp ra, 16(sp)
c.addi4spn a0, sp, 16
