# Loads and stores of every width, and a store followed by a load.
ld a0, 0(a1)
lw a2, 4(a1)
lwu a3, 8(a1)
lh a4, 12(a1)
lbu a5, 14(a1)
add a6, a0, a2
sd a6, 16(a1)
sw a6, 24(a1)
sh a4, 28(a1)
sb a5, 30(a1)
ld a7, 16(a1)
