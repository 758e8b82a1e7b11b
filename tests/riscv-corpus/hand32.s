# Hand-written RISC-V lines for riscv32, one instruction a line.
#march rv32gc
add a0, a0, a1
addi a0, a0, -1
lw a0, 0(sp)
sw ra, 12(sp)
lw t0, 4(t1)
lui a0, 0x80000
li a0, 0x12345678
li a0, -1
li a0, 0xffffffff
li a0, 2048
la a0, sym
call foo
tail foo
mul a0, a1, a2
mulh a0, a1, a2
div a0, a1, a2
remu a0, a1, a2
lr.w a0, (a1)
amoadd.w.aq a0, a1, (a2)
fld fa0, 8(a0)
fsd fa0, 8(sp)
fadd.d fa0, fa1, fa2
fcvt.w.d a0, fa0, rtz
fcvt.d.w fa0, a0
fmv.x.w a0, fa0
c.jal foo
c.lw a0, 4(a1)
c.flw fa0, 4(a0)
c.fsw fa0, 4(a0)
c.flwsp fa0, 8(sp)
rdcycleh a0
rdtimeh a0
csrr a0, cycleh
slli a0, a0, 31
ret
mv a0, a1
seqz a0, a1
# rejected in RV32
ld a0, 0(a1)
addw a0, a0, a1
slli a0, a0, 32
li a0, 0x100000000
fcvt.l.d a0, fa0
c.ld a0, 8(a1)
sext.w a0, a1
#march rv32gc_zba_zbb_zbs
sh2add a0, a1, a2
rev8 a0, a1
zext.h a0, a1
rori a0, a1, 7
bset a0, a1, a2
