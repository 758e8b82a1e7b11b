# Hand-written RISC-V lines (riscv64), one instruction a line.
# "#march X" sets the -march (and so the -mattr) of the lines after it.
#march rv64gc
add a0, a0, a1
add t0, t1, t2
addi a0, a0, 1
addi a0, a0, -32
addi a0, a0, 31
addi a0, a0, 2047
addi sp, sp, -64
addi s0, sp, 16
addi a0, sp, 1020
addiw a0, a0, 1
addw a0, a0, a1
sub a0, a0, a1
subw t0, t1, t2
and a0, a0, a1
andi a0, a0, 15
andi t3, t3, -1
or a0, a0, a1
xor s1, s1, a5
xori a0, a0, -1
slli a0, a0, 3
slli t0, t0, 63
srli a0, a0, 1
srai a5, a5, 40
sll a0, a1, a2
sraw a0, a1, a2
slt a0, a1, a2
sltiu a0, a1, 1
lui a0, 0x12345
lui a0, 1
lui a0, %hi(sym)
addi a0, a0, %lo(sym)
auipc a0, 0
auipc a0, %pcrel_hi(sym)
lui a0, %tprel_hi(tsym)
add a0, a0, tp, %tprel_add(tsym)
lb a0, 0(a1)
lbu a0, -1(a1)
lh a0, 2(sp)
lhu t0, 4(t1)
lw a0, 4(a1)
lw a0, 128(sp)
lw t0, 4(t1)
lwu a0, 0(a0)
ld a0, 8(a1)
ld a0, 504(sp)
ld ra, 24(sp)
sb a0, 0(a1)
sh a0, 2(a1)
sw a0, 124(a1)
sd a0, 0(sp)
sd s0, 8(sp)
sd a0, 256(a1)
beq a0, a1, .Ltgt
bne t0, zero, .Ltgt
blt a0, a1, .Ltgt
bgeu a0, a1, .Ltgt
jal ra, foo
jal foo
jal zero, .Ltgt
jalr ra, 0(a0)
jalr a0
jalr t1, 8(t0)
ecall
ebreak
mul a0, a0, a1
mulh a0, a1, a2
mulhu t0, t1, t2
mulw a0, a0, a1
div a0, a1, a2
divu a0, a1, a2
divw a0, a1, a2
rem a0, a1, a2
remuw a0, a1, a2
lr.w a0, (a1)
lr.d.aq a0, (a1)
sc.w a2, a0, (a1)
sc.d.rl a2, a0, (a1)
amoswap.w a0, a1, (a2)
amoadd.d.aqrl a0, a1, (a2)
amoor.w.aq a0, a1, (a2)
amomaxu.d a0, a1, (a2)
amomin.w.rl a0, a1, (a2)
flw fa0, 0(a0)
fld fa0, 8(a0)
fld fs0, 16(sp)
fld ft0, 16(t0)
fsw fa0, 4(a0)
fsd fs1, 24(sp)
fsd ft1, 0(t1)
fadd.s fa0, fa1, fa2
fadd.d fa0, fa1, fa2
fadd.d fa0, fa1, fa2, rtz
fsub.d ft0, ft1, ft2
fmul.s fa0, fa1, fa2
fdiv.d fa0, fa1, fa2
fsqrt.d fa0, fa1
fmadd.d fa0, fa1, fa2, fa3
fnmsub.s fa0, fa1, fa2, fa3
fmin.d fa0, fa1, fa2
fmax.s fa0, fa1, fa2
fsgnj.d fa0, fa1, fa2
fsgnjn.s fa0, fa1, fa1
fsgnjx.d fa0, fa1, fa1
feq.d a0, fa0, fa1
flt.s a0, fa0, fa1
fle.d a0, fa0, fa1
fclass.d a0, fa0
fcvt.w.d a0, fa0, rtz
fcvt.l.s a0, fa0
fcvt.d.w fa0, a0
fcvt.s.lu fa0, a0
fcvt.d.s fa0, fa1
fcvt.s.d fa0, fa1
fmv.x.d a0, fa0
fmv.d.x fa0, a0
fmv.w.x fa0, zero
fmv.x.w a0, fa0
csrr a0, fcsr
csrr a0, cycle
csrr a0, mstatus
csrw fcsr, a0
csrrw a0, frm, a1
csrrs a0, fflags, zero
csrrci a0, fflags, 1
csrsi fflags, 1
csrwi frm, 2
frcsr a0
fscsr a0
frrm a0
fsrm a1
frflags a0
fsflags a0
rdcycle a0
rdtime a0
rdinstret a0
fence
fence rw, rw
fence r, r
fence iorw, iorw
fence.tso
fence.i
wfi
nop
li a0, 0
li a0, 31
li a0, -32
li a0, 2047
li a0, -2048
li a0, 4096
li a0, 0x12345678
li a0, 0x7fffffff
li a0, 0xffffffff
li a0, -1
li a0, 0x100000000
li a0, 0x123456789abcdef0
li a0, 0x8000000000000000
li t0, 0xfff
li s2, 1024
la a0, sym
lla a0, sym
lga a0, sym
la.tls.ie a0, tsym
la.tls.gd a0, tsym
call foo
call foo@plt
call t0, foo
tail foo
j .Ltgt
jr a0
jr t0
ret
mv a0, a1
mv t0, t1
mv a0, zero
not a0, a1
neg a0, a1
negw a0, a1
seqz a0, a1
snez a0, a1
sltz a0, a1
sgtz a0, a1
beqz a0, .Ltgt
bnez t0, .Ltgt
blez a0, .Ltgt
bgez a0, .Ltgt
bltz a0, .Ltgt
bgtz a0, .Ltgt
bgt a0, a1, .Ltgt
ble a0, a1, .Ltgt
bgtu a0, a1, .Ltgt
bleu a0, a1, .Ltgt
sext.w a0, a1
sext.w a0, a0
zext.b a0, a1
fmv.s fa0, fa1
fmv.d fa0, fa1
fabs.d fa0, fa1
fneg.s fa0, fa1
lw a0, sym
sw a0, sym, t0
ld a0, sym
fld fa0, sym, t0
c.add a0, a1
c.addi a0, 1
c.li a0, 5
c.lui a0, 1
c.mv a0, a1
c.lw a0, 0(a1)
c.ld a0, 8(a1)
c.sd a0, 8(a1)
c.ldsp ra, 8(sp)
c.sdsp ra, 8(sp)
c.addi16sp sp, -64
c.addi4spn a0, sp, 16
c.j .Ltgt
c.jr ra
c.jalr a0
c.beqz a0, .Ltgt
c.bnez a0, .Ltgt
c.nop
c.ebreak
c.srli a0, 3
c.andi a0, -1
c.subw a0, a1
c.fld fa0, 8(a0)
c.fsdsp fs0, 16(sp)
#march rv64gc_zba_zbb_zbc_zbs
sh1add a0, a1, a2
sh3add.uw a0, a1, a2
add.uw a0, a1, zero
slli.uw a0, a1, 3
zext.w a0, a1
andn a0, a1, a2
orn a0, a1, a2
xnor a0, a1, a2
clz a0, a1
ctzw a0, a1
cpop a0, a1
max a0, a1, a2
minu a0, a1, a2
sext.b a0, a1
sext.h a0, a1
zext.h a0, a1
rol a0, a1, a2
rori a0, a1, 13
roriw a0, a1, 5
rev8 a0, a1
orc.b a0, a1
clmul a0, a1, a2
clmulh a0, a1, a2
bclr a0, a1, a2
bseti a0, a1, 63
binvi a0, a1, 7
bexti a0, a1, 31
li a0, 0x80000000
li a0, 0xffffffff00000000
#march rv64gc_zicond_zfh
czero.eqz a0, a1, a2
czero.nez a0, a1, a2
flh fa0, 0(a0)
fsh fa0, 2(a0)
fadd.h fa0, fa1, fa2
fcvt.h.s fa0, fa1
fcvt.s.h fa0, fa1
fmv.x.h a0, fa0
#march rv64gcv
vsetvli t0, a0, e8, m1, ta, ma
vsetvli t0, a0, e16, m2, tu, mu
vsetvli t0, a0, e32, m4, ta, mu
vsetvli t0, a0, e64, m8, tu, ma
vsetvli t0, a0, e8, mf2, ta, ma
vsetvli t0, a0, e16, mf4, ta, ma
vsetvli t0, a0, e8, mf8, ta, ma
vsetvli zero, zero, e32, m1, ta, ma
vsetvli a0, zero, e64, m1, ta, ma
vsetvli t0, a0, e32
vsetivli zero, 4, e32, m1, ta, ma
vsetivli t0, 31, e16, mf2, tu, mu
vsetvl t0, a0, a1
vle8.v v8, (a0)
vle32.v v8, (a0), v0.t
vle64ff.v v8, (a0)
vse16.v v8, (a1)
vlse32.v v8, (a0), a1
vsse64.v v8, (a0), a1, v0.t
vluxei32.v v8, (a0), v16
vloxei64.v v8, (a0), v16, v0.t
vsuxei8.v v8, (a0), v12
vlseg3e32.v v8, (a0)
vsseg2e16.v v8, (a0)
vlsseg4e8.v v8, (a0), a1
vl1re8.v v8, (a0)
vl4re32.v v8, (a0)
vs2r.v v8, (a0)
vlm.v v0, (a0)
vsm.v v0, (a0)
vadd.vv v8, v8, v16
vadd.vx v8, v8, a0
vadd.vi v8, v8, -16
vadd.vv v8, v8, v16, v0.t
vsub.vx v8, v8, a0
vrsub.vi v8, v8, 0
vwaddu.vv v8, v16, v20
vwmul.vx v8, v4, a0
vnsrl.wi v8, v16, 4
vmul.vv v8, v8, v16
vmulhu.vx v8, v8, a0
vdivu.vv v8, v8, v16
vmacc.vv v8, v16, v24
vand.vi v8, v8, 7
vsll.vx v8, v8, a0
vsra.vi v8, v8, 31
vmin.vv v8, v8, v16
vmaxu.vx v8, v8, a0
vmseq.vi v0, v8, 0
vmslt.vx v0, v8, a0
vmsgtu.vi v0, v8, 5
vmerge.vvm v8, v8, v16, v0
vmerge.vim v8, v8, 1, v0
vmv.v.v v8, v16
vmv.v.x v8, a0
vmv.v.i v8, 0
vmv.x.s a0, v8
vmv.s.x v8, a0
vmv1r.v v8, v9
vmv4r.v v8, v12
vsaddu.vv v8, v8, v16
vssub.vx v8, v8, a0
vsmul.vv v8, v8, v16
vnclip.wi v8, v16, 0
vfadd.vv v8, v8, v16
vfadd.vf v8, v8, fa0
vfsub.vf v8, v8, fa0, v0.t
vfmul.vv v8, v8, v16
vfdiv.vf v8, v8, fa0
vfsqrt.v v8, v8
vfmacc.vf v8, fa0, v16
vfnmsac.vv v8, v16, v24
vfwadd.vv v8, v16, v20
vfmin.vv v8, v8, v16
vfsgnjn.vv v8, v16, v16
vfclass.v v8, v16
vfcvt.x.f.v v8, v16
vfcvt.rtz.xu.f.v v8, v16
vfwcvt.f.x.v v8, v4
vfncvt.f.f.w v8, v16
vfmv.v.f v8, fa0
vfmv.f.s fa0, v8
vfmv.s.f v8, fa0
vmflt.vf v0, v8, fa0
vfmerge.vfm v8, v8, fa0, v0
vredsum.vs v8, v16, v24
vredmaxu.vs v8, v16, v24
vwredsum.vs v8, v16, v24
vfredusum.vs v8, v16, v24
vfredosum.vs v8, v16, v24
vfwredosum.vs v8, v16, v24
vmand.mm v0, v1, v2
vmnot.m v0, v1
vmclr.m v0
vmset.m v0
vcpop.m a0, v0
vfirst.m a0, v0
vmsbf.m v1, v2
viota.m v8, v0
vid.v v8
vslideup.vx v8, v16, a0
vslidedown.vi v8, v16, 3
vslide1down.vx v8, v16, a0
vfslide1up.vf v8, v16, fa0
vrgather.vv v8, v16, v24
vrgatherei16.vv v8, v16, v20
vcompress.vm v8, v16, v0
vzext.vf2 v8, v4
vsext.vf4 v8, v2
vnot.v v8, v16
vneg.v v8, v16
vwcvt.x.x.v v8, v4
vncvt.x.x.w v8, v16
vfneg.v v8, v16
vfabs.v v8, v16
vadc.vvm v8, v8, v16, v0
vmadc.vv v0, v8, v16
#march rv64gc
mul a0, a1
add a0, a1, 5
addi a0, a0, 2048
lw a0, 2048(a1)
c.addi a0, 32
c.add a0, zero
slli a0, a0, 64
li a0, 0x10000000000000000
ld a0, (a1)
fadd.d a0, fa1, fa2
amoswap.w a0, a1, 0(a2)
vadd.vv v8, v8, v16
sh1add a0, a1, a2
csrr a0, nosuchcsr
beq a0, a1
foo a0, a1
#march rv64gcv
vsetvli t0, a0, e128, m1, ta, ma
vsetvli t0, a0, e32, m3, ta, ma
vadd.vv v8, v8, v16, v1.t
vle32.v v8, 0(a0)
vfadd.vv v8, v8, fa0
