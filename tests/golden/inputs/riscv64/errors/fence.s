# llvm-mca 22 cannot resolve the scheduling class of fence on any RISC-V CPU.
addi a0, a0, 1
fence rw, rw
ld a1, 0(a2)
