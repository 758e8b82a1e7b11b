# Probe used by regen-goldens to group RISC-V CPU names by scheduling model:
# run with a fixed -mattr and -skip-unsupported-instructions=any (RV64-only lines are
# dropped on riscv32).
add a0, a1, a2
addi t0, t1, 100
addw a0, a1, a2
slli a0, a1, 5
sub a0, a0, a1
lui a0, 12345
and t0, t1, t2
sltu a0, a1, a2
mul a0, a1, a2
mulw a0, a1, a2
mulh a0, a1, a2
div a0, a1, a2
remuw a0, a1, a2
lb t0, 1(t1)
lw t0, 4(t1)
ld t0, 8(t1)
sw t0, 4(t1)
sd t0, 8(t1)
add a0, a0, a1
ld a0, 8(a1)
sd a0, 8(sp)
lr.d a0, (a1)
sc.d a2, a0, (a1)
amoadd.w a0, a1, (a2)
beq a0, a1, .Lprobe
jal ra, .Lprobe
jalr t0
csrr a0, fflags
fadd.s ft0, ft1, ft2
fadd.d ft0, ft1, ft2
fmul.d ft0, ft1, ft2
fdiv.s ft0, ft1, ft2
fdiv.d ft0, ft1, ft2
fsqrt.d ft0, ft1
fmadd.d ft0, ft1, ft2, ft3
fcvt.w.d a0, ft0
fcvt.d.l ft0, a0
fmv.x.d a0, ft0
fld ft0, 8(t0)
fsd ft0, 8(t0)
feq.d a0, ft0, ft1
fmin.s ft0, ft1, ft2
fadd.h ft0, ft1, ft2
sh1add a0, a1, a2
add.uw a0, a1, a2
clz a0, a1
cpop a0, a1
rev8 a0, a1
ror a0, a1, a2
bset a0, a1, a2
czero.eqz a0, a1, a2
vsetvli t0, a0, e32, m1, ta, ma
vle32.v v8, (a0)
vlse32.v v8, (a0), a1
vluxei32.v v8, (a0), v4
vse32.v v8, (a1)
vadd.vv v8, v8, v12
vmul.vx v8, v8, a0
vdivu.vv v8, v8, v12
vfadd.vv v8, v8, v12
vfmacc.vf v8, ft0, v12
vfdiv.vv v8, v8, v12
vredsum.vs v8, v12, v16
vfredosum.vs v8, v12, v16
vrgather.vv v8, v12, v16
vslideup.vx v8, v12, a0
vmseq.vv v0, v8, v12
vcpop.m a0, v0
vsetvli t0, a0, e64, m4, ta, ma
vfmul.vv v8, v8, v12
vle64.v v8, (a0)
vlseg2e64.v v8, (a0)
vsetvli t0, a0, e8, mf2, ta, ma
vadd.vv v8, v8, v12
