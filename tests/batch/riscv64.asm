auipc	a1, 42; addi	a1, a1, -1288; mv	a0, s0
slli	a5, s7, 2; add	a5, a5, s7; slli	a5, a5, 3; add	a5, a5, s5; mv	a0, s8; sd	zero, -40(a5); sd	s5, -1752(s0)
snez	a5, a0
auipc	a5, 135; ld	a5, -1518(a5); lbu	a5, 0(a5)
auipc	a5, 58; addi	a5, a5, 1186; ld	a2, 0(a5); ld	a3, 8(a5)
auipc	a0, 105; addi	a0, a0, 1116
addi	a4, s7, 1; lbu	a3, 0(a4); mv	s7, a4; addi	a4, a4, 1; slli	a5, a3, 1; add	a5, a5, a2; lhu	a5, 0(a5); and	a1, a5, s11
auipc	a5, 129; ld	a5, 1568(a5); ld	s3, 8(a5); ld	s5, 16(a5); auipc	s2, 130; ld	s2, -1176(s2); ld	a0, -24(s3); addi	s2, s2, 16; sd	s2, 112(s0); add	a0, a0, s0; sd	zero, 328(s0); sw	zero, 336(s0); sb	zero, 340(s0); sd	zero, 344(s0); sd	zero, 352(s0); sd	zero, 360(s0); sd	zero, 368(s0); sd	s3, 0(s0); sd	s5, 0(a0); li	a1, 0
lw	a4, 0(s11); sw	a4, 24(a0)
li	s1, 22; sw	s1, 0(s0); ld	ra, 24(sp); sd	a0, 8(s0); ld	s0, 16(sp); ld	s1, 8(sp); addi	sp, sp, 32
ld	a2, 0(sp)
ld	s1, 32(s0); slli	a1, a4, 5; addiw	a4, a4, 1; add	s1, s1, a1; sw	zero, 4(s1); sw	zero, 8(s1); sw	a4, 40(s0)
ld	a3, 96(s0); sd	a4, 0(s1); sd	a3, 16(s1); sd	a5, 8(s1); sd	a1, 80(s0); sd	zero, 88(s0); sb	zero, 96(s0); li	a3, 0; li	a2, 0; mv	a0, s2
li	a5, 40
auipc	a2, 159; ld	a2, -1096(a2); auipc	a1, 159; ld	a1, -608(a1); mv	a0, s1
mv	a1, a2; ld	a5, 16(s0); addi	s4, s0, 8
ld	a1, 160(s0); ld	a2, 8(s0); ld	a5, 48(a1)
lw	a7, 72(sp); mv	a5, s6; mv	a1, s1; mv	a6, s4; mv	a4, s5; mv	a3, s3; mv	a2, s2; mv	s0, a0
addi	a4, a4, 1; sd	a4, 16(s0); addi	s7, s7, 1; li	s1, -1
ld	a5, 24(a5); ld	a4, 16(a5)
ld	a5, 16(s0); ld	a1, 8(sp); mv	a4, a0; sd	a4, 32(a5); addi	a0, s1, 100
li	a5, 510
addiw	a4, a4, -1; li	a5, -1
auipc	a5, 56; addi	a5, a5, 1672; ld	a2, 0(a5); ld	a3, 8(a5); mv	s5, a0; mv	s4, a1; mv	a0, s3; mv	a1, s2
fmv.d	fa5, fa0; fld	fa4, 8(sp); fmv.d	fa0, fs0; fmul.d	fs0, fa5, fa4
lui	a4, 1; lui	a5, 1048575; addi	a4, a4, -1888; add	a4, a4, a5; addi	a5, sp, 48; add	a5, a5, a4; ld	a5, 1912(a5)
ld	a0, 8(s0); ld	s0, 16(sp); ld	a1, 8(s1); ld	ra, 24(sp); ld	s1, 8(sp); addi	sp, sp, 32
add	s0, s0, s5; ld	a0, 48(s3); mv	a1, sp; addi	a0, a0, 9; add	a0, a0, s4; add	a0, a0, s7; slli	a0, a0, 3; add	a0, a0, s0
ld	ra, 104(sp); ld	s0, 96(sp); ld	s2, 80(sp); ld	s3, 72(sp); ld	s4, 64(sp); ld	s5, 56(sp); ld	s6, 48(sp); ld	s7, 40(sp); ld	s8, 32(sp); mv	a0, s1; ld	s1, 88(sp); addi	sp, sp, 112
ld	a2, -1168(s0); ld	a3, -1160(s0); ld	a4, -1280(s0); ld	a1, -1288(s0); ld	a0, -1264(s0)
ld	a3, 88(s0); sd	a5, 0(s1); sd	a3, 16(s1); sd	a4, 8(s1); sd	a1, 72(s0); sd	zero, 80(s0); sw	zero, 88(s0); li	a3, 0; li	a2, 0; mv	a0, s0
auipc	a5, 53; fld	fa2, 114(a5); flt.d	a5, fa2, fa5
mv	a5, a0; addi	a4, a0, 176; sd	zero, 0(a5); sw	zero, 8(a5); addi	a5, a5, 16
li	a5, 1; ld	ra, 8(sp); sw	a0, 224(s0); sb	a5, 228(s0); ld	s0, 0(sp); addi	sp, sp, 16
lhu	a4, 12(s1); lui	a3, 1; addi	a3, a3, -2048; or	a4, a4, a3; sh	a4, 12(s1); lw	s0, 4(a5); li	a2, 1; addi	a5, a5, 4
auipc	a5, 251; ld	a5, -818(a5); ld	a4, 72(sp); ld	a5, 0(a5); xor	a5, a5, a4; li	a4, 0
auipc	a4, 238; ld	a4, -674(a4); negw	a3, a0; li	s0, -1; add	a4, a4, tp; sw	a3, 0(a4)
addi	sp, sp, -16; addi	a0, a5, 32; sd	ra, 8(sp)
mv	a1, a0; mv	a3, s7; mv	a2, s0; mv	a0, sp
negw	t3, a0; slli	t3, t3, 2; add	t3, t3, s4; lw	a0, 0(t3); lw	t4, 4(t3); addi	t3, t3, 8
ld	ra, 120(sp); ld	s0, 112(sp); ld	s1, 104(sp); ld	s2, 96(sp); ld	s3, 88(sp); fld	fs0, 72(sp); fld	fs1, 64(sp); fld	fs2, 56(sp); fld	fs3, 48(sp); fld	fs4, 40(sp); fld	fs5, 32(sp); addi	sp, sp, 128
ld	a1, 104(sp)
auipc	t1, 212; ld	t1, -518(t1)
ld	t1, 48(s0)
auipc	a0, 104; addi	a0, a0, -922
ld	a3, 216(s2); lhu	a4, 224(s2); auipc	a5, 256; ld	a5, -1390(a5); sd	zero, 216(s2); sh	a4, 320(s0); sd	a3, 312(s0); sd	zero, 328(s0); sd	zero, 8(s1); addi	a4, a5, 24; addi	s2, s0, 16; addi	a5, a5, 64; addi	s5, s1, 16; sd	a4, 0(s0); sd	a5, 96(s0); mv	a1, s5; mv	a0, s2
sw	a7, 0(a2); addi	a2, a2, -4
fadd.d	fa0, fa0, fa5; addiw	a5, a5, -2
auipc	a0, 238; ld	a0, 1752(a0)
addi	s4, sp, 16; mv	a1, s6; mv	a0, s4
auipc	s3, 254; ld	s3, 302(s3); addi	s3, s3, 24
li	a5, 1; sw	a5, 4(s1)
auipc	a5, 57; addi	a5, a5, 1320
addi	s9, s9, 1; mv	a3, s3; lbu	a5, -1(s9); mv	a7, s9; slliw	a1, a5, 24; sraiw	a1, a1, 24
slli	s5, s5, 63; and	a5, s10, s5; li	s6, 0; li	s5, 0
ld	a2, 16(s1); auipc	a1, 197; addi	a1, a1, -1292; mv	a0, s0
ld	a5, -1488(s0); ld	a3, 0(a5); addi	a5, a5, 8; sd	a5, -1488(s0); sd	a3, -1512(s0); ld	a5, -1512(s0)
ld	a3, 8(s1); ld	a4, 8(s0)
addi	a4, s0, 16
li	a2, 0
ld	a0, 0(s1); ld	ra, 40(sp); ld	s1, 24(sp); add	a0, a0, s0; ld	s0, 32(sp); addi	sp, sp, 48
lbu	t4, -1(a3); li	a2, 48; mv	a5, a3; li	t3, 48
ld	a4, -8(a1); addi	a0, a0, -56; addi	a1, a1, -64
fneg.s	fs0, fs0; ld	ra, 24(sp); fmul.s	fa0, fs0, fa0; fld	fs0, 8(sp); addi	sp, sp, 32
auipc	a5, 34; fld	fa0, 76(a5)
auipc	a5, 134; sd	zero, 1104(a5)
lw	a5, 48(sp); lui	a4, 15; lui	a3, 10; and	a4, a4, a5
addi	a0, sp, 64
srli	a4, a5, 50; xori	a4, a4, 1; slli	a4, a4, 4
auipc	a5, 251; ld	a5, 702(a5); addi	a5, a5, 24; sd	a5, 0(a0)
addiw	a3, s11, -1; slli	a1, a3, 32; srli	a3, a1, 29; add	a3, a3, a5; ld	a3, 0(a3); fsw	fa5, 0(a3)
auipc	a5, 119; sd	zero, 1594(a5); li	a5, 2; sw	a5, 8(s1); addi	a4, s0, 16; li	a5, 0; fence	iorw, ow; amoswap.w	a5, a5, (a4); sext.w	a5, a5; li	a4, 1
addi	sp, sp, -80; sd	s2, 48(sp); sd	ra, 72(sp); sd	s0, 64(sp); sd	s1, 56(sp); sd	s3, 40(sp); sd	s4, 32(sp); sd	s5, 24(sp); sd	s6, 16(sp); sd	s7, 8(sp); sd	s8, 0(sp); lbu	a5, 1(a0); mv	s2, a0
ld	a5, -216(s0); ld	a1, -232(s0); add	a5, a5, a1
lui	a4, 262240
sext.w	a4, a0; addi	a5, sp, 64; li	a3, 0; li	a2, 0; mv	a0, s1; mv	a1, s0
lui	a5, 32767; slli	a5, a5, 36; and	a4, a1, a5
auipc	a3, 61; addi	a3, a3, -1124; li	a2, 60; auipc	a1, 61; addi	a1, a1, -1456; auipc	a0, 61; addi	a0, a0, -1448
lui	a0, 16; addi	a0, a0, -1
fmv.s	fa4, fa0; auipc	a5, 38; flw	fa5, -148(a5); fmv.s	fa0, fs3; fsub.s	fa5, fa5, fa4; fmul.s	fa5, fa5, fs7; fmv.s	fa1, fa5
mv	a1, s3; mv	a0, s4
ld	s2, -1464(s0); ld	a5, -1480(s0); ld	a0, 0(s2); sub	a1, s8, a0; srai	a4, a1, 2
add	a5, s1, a0; lbu	a3, 0(a5); li	a4, 46; mv	s2, a0
auipc	t3, 304; ld	t3, 1904(t3)
flw	fa5, 4(sp); auipc	a4, 44; flw	fa4, -1106(a4); fsub.s	fa5, fa4, fa5; feq.s	a4, fa5, fa4
ld	a0, 0(s1); li	a1, 512; addi	s1, s1, 8
ld	a5, 8(s10); sw	s8, 24(a0); sw	s7, 40(a0); sd	a5, 0(a0); addiw	s11, s11, 1; addi	s1, s1, 16; addi	s9, s9, 8
ld	ra, 8(sp); zext.b	a0, s0; ld	s0, 0(sp); addi	sp, sp, 16
li	a5, 96
ld	a5, 24(s9); ld	s1, 592(sp); slli	s0, s0, 2; add	a5, a5, s0; slli	s0, s5, 3; lw	a5, 0(a5); add	s5, s1, s0; ld	a2, 48(s9); ld	a3, 0(s5); slli	a5, a5, 4; add	a2, a2, a5
li	a1, -256; sraw	a1, a1, a3; sb	a1, 0(a2); ld	a0, 120(sp); addi	a1, a2, 1; add	a3, a3, a0; sd	a3, 120(sp); andi	a3, a5, 63; ori	a3, a3, -128; sb	a3, -1(a4); addi	a4, a4, -1; srliw	a5, a5, 6
li	a4, 24; srlw	a5, a5, a4; slli	a5, a5, 32; auipc	a3, 143; addi	a3, a3, 1294; srli	a5, a5, 32; add	a5, a5, a3; lbu	a0, 0(a5); addw	a0, a0, a4
mv	s0, a0; li	a1, 61; mv	a0, s1; addi	s0, s0, 1
auipc	a0, 97; addi	a0, a0, -742; ld	a5, 0(a0); fence
mv	s6, a0; mv	s5, a1; ld	a0, 0(s2); ld	a1, 8(s2); mv	a2, s6; mv	a3, s5
addi	s1, a0, 19; mv	a0, s1
ld	s3, 8(s2); ld	a4, 0(s2); sd	s6, 104(sp); li	a5, 15; sd	s3, 24(sp); sd	a4, 8(sp)
ld	s3, 0(s1); addi	s1, s1, 24; ld	s2, -24(s3); andi	a5, a4, -4; li	a4, -1; sd	a4, 40(sp); li	a1, 1
mv	a2, s3; li	a1, 0; addi	a0, a0, -48; auipc	t1, 142; ld	t1, 1338(t1)
mv	a0, a1; mv	a2, s8; mv	a1, s7
ld	s10, 0(s9); mv	s7, a0; add	s3, s3, a0; addi	s0, a0, 16; ld	a0, 0(s8); add	s9, s7, s4; addi	a5, s10, 63; sd	zero, 0(s9); andi	s8, a5, -64
auipc	a5, 56; addi	a5, a5, -1734; ld	a2, 0(a5); ld	a3, 8(a5)
ld	a4, 40(s6); mv	a2, a0; lui	a0, 8192; mv	a1, s1; addi	a0, a0, 5
auipc	a5, 262; ld	a5, -1852(a5); addi	a5, a5, 16; mv	a0, s0; sd	a5, 0(s0)
addi	sp, sp, -128; sd	s4, 80(sp); mv	s4, sp; sd	s0, 112(sp); fsd	fs0, 56(sp); mv	a1, a0; sd	ra, 120(sp); sd	s1, 104(sp); sd	s2, 96(sp); sd	s3, 88(sp); sd	s5, 72(sp); mv	s0, a0; auipc	t1, 200; ld	t1, 1822(t1); mv	a0, s4; fmv.d	fs0, fa0
addi	s3, s3, 24; sd	s3, -24(s1); mv	a0, s4
auipc	a5, 116; ld	a5, 682(a5); li	a4, 3; add	a5, a5, tp; lw	a3, 0(a5)
li	a0, 63
ld	a1, 88(a0); ld	a0, 96(a0); addi	sp, sp, 16
auipc	a3, 206; addi	a3, a3, 498; li	a2, 1707; auipc	a1, 206; addi	a1, a1, -634; auipc	a0, 206; addi	a0, a0, 406
addi	sp, sp, -160; sd	s0, 144(sp); sd	s2, 128(sp); sd	s3, 120(sp); sd	s5, 104(sp); sd	s10, 64(sp); sd	ra, 152(sp); sd	s1, 136(sp); sd	s4, 112(sp); sd	s6, 96(sp); sd	s7, 88(sp); sd	s8, 80(sp); sd	s9, 72(sp); sd	s11, 56(sp); addi	s0, sp, 160; auipc	s10, 236; ld	s10, 2030(s10); ld	a5, 0(s10); sd	a5, -120(s0); li	a5, 0; mv	s3, a0; sd	a1, -144(s0); mv	s5, a2; sd	a3, -136(s0)
lui	a5, 524288; sub	s0, s0, s2; not	a4, a5
ld	ra, 168(sp); ld	s0, 160(sp); ld	s2, 144(sp); ld	s3, 136(sp); ld	s4, 128(sp); ld	s5, 120(sp); ld	s6, 112(sp); ld	s7, 104(sp); ld	s8, 96(sp); mv	a0, s1; ld	s1, 152(sp); addi	sp, sp, 176
mv	a1, s10; mv	a0, a3
addi	s0, s0, 1; li	s4, 1
addi	a5, a5, 4; sd	a5, 16(s0); sw	s7, 72(sp)
fcvt.d.w	fs1, s0; fle.d	a5, fs1, fs3
addi	sp, sp, -160; sd	s0, 144(sp); sd	s1, 136(sp); sd	s7, 88(sp); sd	ra, 152(sp); sd	s2, 128(sp); sd	s3, 120(sp); sd	s4, 112(sp); sd	s5, 104(sp); sd	s6, 96(sp); sd	s8, 80(sp); sd	s9, 72(sp); sd	s10, 64(sp); sd	s11, 56(sp); mv	s0, a0; auipc	t1, 187; ld	t1, -2012(t1); mv	a0, a1; mv	s7, a1
auipc	a4, 183; ld	a4, 784(a4); lbu	a5, 0(a4); ld	a0, 0(s0)
li	s3, 64; subw	s3, s3, a2
lw	a3, 308(s0); li	a4, 1024; li	s2, 1
addi	a5, a5, 3; li	a4, 6
mv	s3, a5
addi	a5, a5, 8; ld	a3, 8(sp); li	a1, 48; mv	a0, a4; mul	a1, a3, a1; auipc	t1, 149; ld	t1, -96(t1); add	a1, a1, a5
mv	s2, s5; li	s8, 0; mv	s0, s3; sd	a7, 0(sp); sd	s9, 8(sp); mv	s11, a6; ld	a5, 24(s6); slli	a4, s8, 3; mv	s7, s1; add	a5, a5, a4; ld	s3, 0(a5); mv	s9, s2; lw	s1, 4(s3); subw	a2, s1, s7; addw	s2, a2, s2
li	a3, 64; mv	a6, a4; mv	a2, a1
mv	a2, s1; auipc	a1, 287; ld	a1, -1364(a1); mv	a0, s0
lui	a5, 1; add	a5, a5, s5; ld	s5, -1936(a5)
sb	zero, 0(a1); sb	zero, 1(a1); sb	zero, 2(a1); sb	zero, 3(a1); sb	zero, 4(a1); sb	zero, 5(a1); sb	zero, 6(a1); sb	zero, 7(a1); lbu	a5, 0(a0)
mv	s3, a1; auipc	a1, 58; addi	a1, a1, -1650; mv	s2, a0
addi	a0, sp, 344; auipc	t1, 138; ld	t1, -724(t1)
auipc	a3, 38; fld	ft0, 660(a3)
ld	a3, 0(s6); ld	s2, 40(sp); lw	a5, -8(a3); add	s0, s0, s2
and	a5, a4, t5; sext.w	a5, a5; sext.w	a3, a4
mv	s6, sp; mv	a2, s3; mv	a1, s4; mv	a0, s6
ld	a5, 0(a0); sb	zero, 89(a5)
fcvt.d.w	fa5, a5; auipc	a5, 69; fld	fa4, 154(a5); fmul.d	fa5, fa5, fa4; fcvt.w.d	a5, fa5, rtz; sext.w	a4, a5
addi	a0, s0, -1; seqz	a0, a0; ld	a4, 24(sp); ld	a5, 0(s7); xor	a5, a5, a4; li	a4, 0
addi	sp, sp, -16; auipc	a5, 216; ld	a5, 1036(a5); sd	s0, 0(sp); sd	ra, 8(sp); addi	a5, a5, 16; sd	a5, 0(a0); mv	s0, a0
addi	a3, a3, -2; add	a5, a5, s8; ld	s0, 80(sp); slli	a6, a6, 32; or	s9, a6, a3; and	a4, s9, s3; srli	a1, s9, 32; and	a3, s2, s3; mul	a2, a3, a4; sub	a5, a5, a0; mul	a3, a3, a1; mul	a0, a4, s0; srli	a4, a2, 32; add	a3, a3, a0; add	a4, a4, a3; mul	a1, s0, a1
addi	a2, s7, 4
auipc	a5, 149; ld	a5, -1104(a5); srl	a5, a5, a4; andi	a5, a5, 1; auipc	a4, 266; addi	a4, a4, 482
sd	a0, 72(s0); sd	a5, 88(s0); sd	zero, 80(s0); sw	zero, 0(a0); mv	a1, a0; li	a3, 0; li	a2, 0; mv	a0, s0; auipc	t1, 195; ld	t1, 2004(t1)
sext.w	a4, a1; li	a2, 62
mv	a5, a0; li	a7, 65; mv	a0, s2; mv	a1, s1; mv	a2, s0
lw	a5, 8(s1); addiw	a5, a5, 1; sw	a5, 8(s1); auipc	a5, 256; addi	a5, a5, 494; sd	a5, 0(s0); sd	s2, 32(s0); mv	a2, s2; mv	a1, s1; li	a0, 0
ld	a5, 8(sp); lw	a3, 0(s6); slli	a4, a5, 2; sw	a3, 0(a1); add	a4, a4, a1; andi	a3, s2, 3; sd	a5, 80(s0); snez	a3, a3; sw	zero, 0(a4); neg	a3, a3; sw	s2, 64(s0); and	a3, a3, a5; li	a2, 0; mv	a0, s0; auipc	t1, 196; ld	t1, 108(t1)
ld	a5, 0(a4); slli	a4, a0, 2; li	a3, -1; add	a5, a5, a4
slli	a3, a5, 32; auipc	a4, 114; addi	a4, a4, 130; srli	a5, a3, 30; add	a5, a5, a4; lw	a5, 0(a5); addi	a1, sp, 8; add	a5, a5, a4
auipc	a0, 155; addi	a0, a0, -604
li	a3, 2; mv	a2, s2; mv	a1, s1; mv	a0, s0
addiw	a0, s8, 1; slli	a5, a0, 3; mv	a3, a0; add	a5, a5, s4; ld	a5, 0(a5)
addiw	s10, s10, -1; li	a2, -1
auipc	t1, 203; ld	t1, 542(t1); mv	t3, s3; ld	s3, -1200(s0); add	t1, t1, tp; lw	a5, 0(t1); sd	a5, -1456(s0)
srli	a3, a1, 50; andi	a3, a3, 1; li	a4, 16
addi	sp, sp, -160; sd	s2, 128(sp); sd	s3, 120(sp); addi	s2, sp, 8; auipc	s3, 92; ld	s3, -10(s3); mv	a0, s2; ld	a5, 0(s3); sd	a5, 40(sp); li	a5, 0; sd	s9, 72(sp); sd	ra, 152(sp); sd	s0, 144(sp); sd	s1, 136(sp); sd	s4, 112(sp); sd	s5, 104(sp); sd	s6, 96(sp); sd	s7, 88(sp); sd	s8, 80(sp); sd	s10, 64(sp); sd	s11, 56(sp); sd	zero, 8(sp); sw	zero, 16(sp); sd	zero, 24(sp); sd	zero, 32(sp)
addi	sp, sp, -48; sd	s1, 24(sp); mv	s1, a0; mv	a0, a1; sd	s0, 32(sp); sd	ra, 40(sp); sd	s2, 16(sp); sd	s3, 8(sp); sd	s4, 0(sp); mv	s0, a1
lw	a5, 72(sp); subw	s1, a5, a4
addi	a4, a1, 1; mv	a0, a1
ld	a1, 0(a1); auipc	t1, 251; ld	t1, 1796(t1); ld	a3, -24(a1)
lui	a4, 1048572; addiw	a4, a4, -47; addw	a4, a4, a5; subw	a6, a6, a5; sll	a7, a2, a4; sll	a3, a3, a4; srl	a2, a2, a6; snez	a7, a7; or	a0, a2, a3
fsqrt.d	fa0, fa0
auipc	a5, 248; sw	zero, 2(a5)
auipc	a5, 237; ld	a5, -1532(a5); li	a4, 22; li	a0, -1; add	a5, a5, tp; sw	a4, 0(a5)
auipc	a4, 143; ld	a4, 1770(a4); lbu	a4, 0(a4)
addiw	s0, s0, -1; slli	a4, s0, 2; add	a4, a4, a0; addiw	a3, a3, -1; sw	a5, 0(a4); or	a5, a6, a3
li	a4, 51
mv	a1, s0; ld	s0, 16(sp); ld	ra, 24(sp); mv	a2, a0; mv	a0, s1; ld	s1, 8(sp); auipc	t1, 246; ld	t1, 248(t1); addi	sp, sp, 32
addi	sp, sp, -80; sd	ra, 72(sp); sd	s0, 64(sp); sd	s1, 56(sp); sd	s2, 48(sp); mv	s0, a0; mv	s1, a1; mv	s2, a2; sd	s3, 40(sp); sw	zero, 16(sp)
lui	a5, 4; and	t3, s4, a5
ld	a3, 0(s1); and	a3, a3, a2
andi	a5, s1, 15
addi	a1, sp, 304; mv	a0, s6
auipc	t3, 304; ld	t3, -664(t3)
sd	zero, 32(sp); addi	s3, sp, 8; mv	a3, s5; li	a2, 0; mv	a1, s3; li	a0, 0
addiw	s3, a7, 3; li	a0, 3; sd	s3, 16(sp)
auipc	a4, 303; ld	a4, 1940(a4); li	a3, 1; sb	a3, 0(a5); sd	zero, 0(a4); sd	zero, 8(a4); sd	zero, 16(a4); auipc	a5, 303; ld	a5, 1466(a5); lbu	a4, 0(a5)
auipc	a5, 108; sw	a0, 880(a5); auipc	a5, 108; lw	a5, 872(a5); auipc	s0, 108; addi	s0, s0, 864; addiw	a4, a5, -1; sw	a4, 0(s0)
fmul.d	fa5, fa5, fa5; fsd	fa5, 32(sp); fmv.d.x	fa0, s0
andi	a5, a5, 1
ld	a5, 8(s0); andi	a4, a5, 3; mv	a5, a4
addi	sp, sp, -16; mv	a5, a1; mv	a1, a2; sd	s0, 0(sp); mv	a2, a3; mv	s0, a0; li	a3, 0; add	a1, a1, a5; mv	a0, a5; auipc	t1, 250; ld	t1, -202(t1); sd	ra, 8(sp)
andi	a2, a4, -2; mv	a4, a2
mv	a1, a0; slli	a1, a1, 32; li	a7, 147; li	a0, -1; srli	a1, a1, 32; li	a2, -1
lw	a5, 0(a0); slli	a5, a5, 33; srli	a5, a5, 33; sw	a5, 0(a0); li	a0, 0
li	a3, 62; sext.w	a4, s4
mv	a1, a5; li	a5, 512
li	a3, 0; auipc	a2, 213; ld	a2, -640(a2); auipc	a1, 214; ld	a1, -1456(a1); mv	a0, a5
addi	t3, a2, 4
mv	a1, s1; sub	s1, s2, s1; add	s1, s1, s0; ld	a5, 0(a1); addi	a1, a1, 16; addi	s0, s0, 16; sd	a5, -16(s0); ld	a5, -8(a1); sd	a5, -8(s0)
auipc	a4, 264; ld	a4, 1202(a4); lbu	a4, 0(a4)
auipc	a5, 256; ld	a5, -524(a5); auipc	s3, 257; ld	s3, -684(s3); addi	a4, a5, 24; addi	s3, s3, 16; addi	a5, a5, 64; addi	s7, s0, 72; sd	a5, 96(s0); sd	a4, 0(s0); sd	s3, 16(s0); sd	zero, 24(s0); sd	zero, 32(s0); sd	zero, 40(s0); sd	zero, 48(s0); sd	zero, 56(s0); sd	zero, 64(s0); mv	a0, s7
li	a7, 198
mv	a5, a0; mv	a0, s0; sd	a5, 80(sp)
mv	a5, a1; addi	sp, sp, -16; addi	a1, a0, 136; li	a2, 128; mv	a0, a5; sd	ra, 8(sp)
auipc	a2, 304; ld	a2, -1832(a2); auipc	a1, 303; ld	a1, 1824(a1); mv	a0, s0
lui	a4, 262144; srai	a5, s11, 32; li	s2, 0
ld	a3, 0(t5); add	a3, a3, a5; lw	a3, 0(a3); add	a3, a3, s1; sb	a0, 0(a3)
addi	sp, sp, -80; sd	s0, 64(sp); mv	s0, a0; li	a0, 32; sd	s1, 56(sp); sd	s2, 48(sp); sd	s3, 40(sp); auipc	s2, 302; addi	s2, s2, -1584; sd	ra, 72(sp)
auipc	a4, 101; ld	a4, -1072(a4); slli	a5, a5, 1; add	a4, a4, tp; ld	a4, 0(a4); add	a5, a5, a4; lhu	a0, 0(a5); srliw	a0, a0, 14; andi	a0, a0, 1
lui	a5, 2; add	a4, a0, a5; addi	a5, a5, 944; add	a0, a0, a5; mv	a5, s0; ld	s0, 16(sp); ld	ra, 24(sp); li	a3, 2; mv	a1, s1; ld	s1, 8(sp); sw	a3, 944(a4); addi	sp, sp, 32
lw	a7, 72(sp); ld	t1, 64(sp); li	a4, 0; addw	a5, a7, s10
addiw	a3, s1, -48; mv	a1, s3; mv	a0, s1; sw	a3, 24(sp)
lw	a5, -8(a4); fence; sgtz	a5, a5
ld	a5, 0(s6); li	a1, 1; ld	a0, -24(a5); add	a0, a0, s6
ld	a5, 0(s1); ld	ra, 40(sp); ld	s2, 16(sp); ld	a5, -24(a5); ld	s3, 8(sp); ld	s4, 0(sp); add	a5, a5, s1; sd	s0, 232(a5); ld	s0, 32(sp); ld	s1, 24(sp); addi	sp, sp, 48
auipc	a5, 258; ld	a5, -1374(a5); addi	a5, a5, 16; addi	a0, s0, 80; sd	a5, 24(s0)
ld	a0, 8(s10); addi	s10, s10, 8
lw	a5, 0(s3); li	a4, 1; sllw	a4, a4, s6; or	a5, a5, a4; sw	a5, 0(s3)
addi	a0, s2, 8; sd	a3, 0(sp)
addi	s2, s0, 56; auipc	a5, 95; addi	a5, a5, 44
ld	a0, 0(a0); auipc	a2, 163; addi	a2, a2, -78; li	a1, 1
add	a5, s1, tp; lw	s3, 0(a5); mv	s2, a0; li	a5, 0; fence	iorw, ow; amoswap.w	a5, a5, (s0); sext.w	a5, a5; li	a4, 1
ori	a4, a4, 5; lui	a3, 8; addi	a3, a3, -1; li	a1, 0; li	a0, 0
li	a0, 64; sub	a0, a0, a5; mv	a4, a3
auipc	a3, 138; addi	a3, a3, -1928; li	a2, 149; auipc	a1, 138; addi	a1, a1, -2004; auipc	a0, 137; addi	a0, a0, 1108
lw	a0, 0(s8)
ld	a5, 40(s1); mv	s0, s4; add	a5, a5, s5; sd	a5, 40(s1)
addi	a0, sp, 216; sd	a4, 160(sp); sd	t5, 152(sp); sd	t4, 144(sp); sd	a6, 136(sp); sd	a2, 128(sp); sd	a1, 120(sp); sd	t0, 112(sp)
ld	a4, -1528(s0); ld	a4, 0(a4)
add	a5, a5, s2; sb	zero, 0(a5); lw	a4, 0(s0); mv	a0, s2
ld	a4, 56(s6); mv	a2, s11; mv	a1, t3; mv	a0, s0
auipc	t3, 305; ld	t3, -400(t3)
ld	a4, -16(s0); addi	a5, a0, -48; andi	a4, a4, 3
mv	a2, s2; mv	a1, s0; mv	a0, s5
lhu	a3, 4(s1)
ld	a0, 8(sp); sd	a2, 0(sp)
mv	s7, s4; li	s5, -1
auipc	a5, 47; ld	a5, -842(a5); li	a4, 33; add	a5, a5, tp; sw	a4, 0(a5)
li	a6, 0; add	a6, a6, a7; sltu	a7, a6, a7; slli	t4, a3, 32; li	a5, 127; add	a7, a7, a1; srli	t4, t4, 32; li	t5, 0
lbu	a5, 2(s4); addi	s4, s4, 1
mv	a1, s9; mv	a0, s3
ld	a4, 48(s10); add	s1, s5, s4; srli	s1, s1, 1; lw	a3, 24(s10); slli	a2, s1, 3; add	a4, a4, a2; ld	s7, 0(s10); lw	a0, 4(a4)
sext.w	a3, a0; ld	a1, 16(sp); ld	a0, 40(sp); mv	a2, s3
addi	t4, s6, 1; sd	s4, -200(s0); sd	s9, -208(s0); sd	a5, -192(s0); mv	s9, s1; mv	s4, t4; mv	s1, t2; lbu	a3, 0(s6); mv	a4, s4; slli	a3, a3, 2; add	a3, a3, s10; lw	a2, 0(a3)
li	a5, 2; li	a2, 4; mv	a4, a2; li	a1, 3; mv	a2, a5; li	a5, 1
lw	a4, 0(a5); lui	a3, 1048568; addi	a3, a3, -1; and	a4, a4, a3; lui	a3, 8; or	a4, a4, a3; sw	a4, 0(a5)
sd	a0, 184(sp); mv	s0, a0
sd	a3, 0(s10); mv	a0, a3
andi	s2, t3, 8
mv	a5, s10; li	a6, 0; andi	a1, s9, 1
not	a0, a0; srai	a0, a0, 63; addi	s0, s0, -4; and	s0, s0, a0; li	a5, 0; fence	iorw, ow; amoswap.w	a5, a5, (s1); sext.w	a5, a5; li	a4, 1
auipc	a5, 235; ld	a5, 10(a5); li	a2, 0; add	a5, a5, tp; ld	a3, 0(a5)
ld	a5, 0(a7); sd	a7, 16(s3)
ld	a5, 0(s0); addi	a4, sp, 104; mv	a0, s0; ld	a5, 72(a5); sd	a4, 56(sp)
auipc	a1, 192; addi	a1, a1, 1516; mv	a0, s1
auipc	a5, 201; ld	a5, 118(a5); li	a4, 22; add	a5, a5, tp; sw	a4, 0(a5); li	s9, -1
addi	sp, sp, -48; sd	s0, 32(sp); lui	a5, 1048572; slli	s0, a1, 1; addi	a5, a5, 1; srli	s0, s0, 49; sd	s1, 24(sp); add	s0, s0, a5; sd	ra, 40(sp); sd	s2, 16(sp); sd	s3, 8(sp); li	a5, 111; mv	s1, a1
li	a2, 0; auipc	a1, 114; addi	a1, a1, 1570; li	a0, 2
mv	a4, a0; mv	a5, a1; mv	a2, s1; mv	a3, s0; mv	a0, s5; mv	a1, s3; mv	s1, a4; mv	s0, a5
mv	s1, a0; addi	a0, s0, 88
add	s10, s10, s3; add	a0, s2, s0; sd	zero, 0(s10); andi	a5, a0, 7
fcvt.s.d	fa0, fa4; fcvt.d.s	fa5, fa0; fsub.d	fa4, fa4, fa5; fdiv.d	fa4, fa4, fa5; fcvt.s.d	fa4, fa4; fsw	fa4, 0(a1)
lw	a4, 4(s7); li	a5, 40
ld	a5, 64(sp); addiw	s2, a5, -33; sext.w	a4, s2; li	a5, 31
ld	a4, 40(sp); li	a3, -1; sd	zero, 0(a4)
ld	a5, 0(a1); ld	a4, 8(a1); add	a5, a5, a4; sd	a5, 0(a0)
auipc	a5, 22; flw	fs3, 154(a5); flt.s	a5, fs0, fs3
ld	a0, 8(sp); ld	a5, 16(sp); subw	a0, a0, a5
auipc	t3, 304; ld	t3, 1104(t3)
ld	a4, 32(s0); sub	a5, a5, a4; add	s1, s1, a5
addi	s3, s3, 48
lbu	a4, 2(s5)
ld	a5, 16(a1); addi	sp, sp, -32; sd	s1, 8(sp); ld	s1, 80(a5); sd	ra, 24(sp); sd	s0, 16(sp); addi	a5, a0, 16; sd	a5, 0(a0)
li	a5, 256; li	s0, 1
auipc	a5, 215; ld	a5, -726(a5); snez	a1, a1; addi	a5, a5, 16; sw	a1, 8(a0); sd	a5, 0(a0)
li	s3, 0; li	s8, 0; ld	a4, 32(s1); li	a3, 3; ld	s5, 8(s1); li	s6, 0
andi	a7, s4, 64
lbu	a3, 0(s7); li	a2, 47; mv	s8, a0; addi	a5, s1, 1
ld	a5, 0(a1); addi	sp, sp, -48; sd	s0, 32(sp); ld	a5, 32(a5); mv	s0, a0; sd	ra, 40(sp); mv	a0, sp
ld	a5, 32(s7); ld	a4, 48(sp); andi	a5, a5, -4; or	a5, a5, a4; sd	a5, 32(s7)
addi	a3, s10, 2; sd	a3, 24(s9); lbu	a4, 1(s10)
li	a5, -1; sd	a5, 40(s0)
fmv.w.x	fa5, s0; auipc	a5, 39; flw	fa1, 1580(a5); fmv.w.x	fa0, zero; fsgnj.s	fa1, fa1, fa5
slli	s2, s4, 1; add	s2, s2, s4; addi	s0, s0, 8; slli	s2, s2, 3; auipc	s5, 135; ld	s5, 484(s5); addi	s1, a0, 8; add	s2, s2, s0; addi	s6, s5, 24; auipc	s7, 135; ld	s7, -870(s7); ld	a3, 0(s0); ld	a4, 8(s0); lbu	a5, 0(s7); sd	a3, 0(s1); sd	s6, 0(s0); sd	a4, 8(s1); sd	zero, 8(s0)
auipc	s0, 288; ld	s0, 1522(s0); ld	a0, 0(s0)
mv	s0, a0; lbu	a5, 92(sp)
auipc	a5, 198; addi	a5, a5, -166; sd	a5, 216(s0); mv	a0, s0
add	a1, s3, a0; addi	a2, sp, 16; mv	a0, s3
addi	sp, sp, -96; sd	s0, 80(sp); sd	s1, 72(sp); sd	ra, 88(sp); mv	s0, a0; mv	s1, a1; li	a2, 0; mv	a1, a0; auipc	t1, 222; ld	t1, -518(t1); mv	a0, sp
feq.s	a5, fa3, fa3
slli	s2, s2, 13; srli	s2, s2, 13
addi	s7, s0, 4
addi	sp, sp, -208; sd	s7, 136(sp); addi	s7, a3, 208; sd	ra, 200(sp); sd	s0, 192(sp); sd	s1, 184(sp); sd	s2, 176(sp); sd	s3, 168(sp); sd	s5, 152(sp); sd	s6, 144(sp); auipc	t1, 212; ld	t1, 342(t1); sd	s4, 160(sp); sd	s8, 128(sp); sd	s9, 120(sp); sd	s10, 112(sp); sd	s11, 104(sp); mv	a0, s7; mv	s1, a3; mv	s3, a4; mv	s6, a5; sd	a1, 32(sp); sd	a2, 40(sp)
sd	s7, 2016(s11); ld	a0, 2000(s11)
ld	a5, 0(s1); sext.w	s4, s4; ld	a5, -24(a5); add	a5, a5, s1; ld	s0, 232(a5); ld	a5, 16(s0); ld	a4, 24(s0)
slli	a0, s3, 61; srli	s2, s2, 3; or	a0, a0, s2; srli	a5, s3, 3; li	s0, 0
ld	a0, 64(sp); li	a4, 45; li	a3, 1; li	a2, 0; li	a1, 0
ld	a5, 504(sp); ld	a3, 128(sp); ld	a4, 136(sp); sd	a5, 8(sp); ld	a5, 72(sp); ld	a5, 16(a5); ld	a5, 32(a5); sd	a5, 0(sp); ld	a1, 144(sp); ld	a2, 152(sp); ld	a7, 64(sp); ld	a5, 56(sp); ld	a0, 48(sp); addi	a6, sp, 168
li	a4, 2; auipc	a3, 180; addi	a3, a3, 1764; li	a2, 0; li	a1, 0; mv	a0, s0
li	a7, 222
ld	a4, 1176(s0); ld	a2, 1184(s0); lw	a3, 8(s1); add	a5, a5, a4; sub	a4, a4, a2; ori	a3, a3, 8; sd	a4, 32(s1); sd	a5, 24(s1); sw	a3, 8(s1); li	s8, 16; li	s5, 0; li	s7, 16; li	s9, 22; slli	s7, s7, 1; mv	a0, s5; mv	a1, s7
auipc	a0, 119; addi	a0, a0, -348
mv	a1, s1; mv	a0, sp
ld	a2, 0(s11); lbu	a1, 0(s9); add	s1, s1, s4; ld	a5, 16(a2)
sext.w	s1, a4; li	a5, 1
auipc	a5, 24; flw	fa5, 982(a5); fsw	fa1, 12(sp); fsw	fa5, 16(sp)
fmul.s	fa0, fs5, fa0; fsub.s	fs0, fs2, fs0; fdiv.s	fa0, fa0, fs0
ld	a5, 40(s7); mv	a2, s0; mv	a0, s7; add	a5, a5, s9; ld	a5, 8(a5); lw	s11, 4(a5); mv	a1, s11
auipc	a0, 288; ld	a0, 1088(a0)
lw	a0, -240(s0); li	a5, 63; srli	a1, a2, 1; subw	a5, a5, a0; srl	a5, a1, a5; ld	a1, -304(s0); sll	a3, a3, a1; or	a3, a3, a5; sll	a2, a2, a1
ld	a3, 16(sp); ld	a0, 0(s2); li	a7, 1; li	a6, 0; addi	a5, sp, 24; li	a4, 0; addi	a3, a3, 1; mv	a2, s3; addi	a1, sp, 32
addi	s7, sp, 56; auipc	a1, 60; addi	a1, a1, -1392; mv	a0, s7
auipc	t3, 305; ld	t3, 600(t3)
ld	a5, 0(s11); add	a5, a5, s2; lbu	a3, 0(a5)
addi	a5, a5, -1; add	a5, a5, a4; mv	a3, a4; sd	a5, 48(s0); li	a5, 1; sb	a5, 170(s0); sd	a4, 8(s0); sd	a4, 16(s0); sd	a4, 24(s0); sd	a3, 40(s0); sd	a3, 32(s0); li	a5, -1
addi	sp, sp, -112; sd	s0, 96(sp); sd	s7, 40(sp); sd	ra, 104(sp); sd	s1, 88(sp); sd	s2, 80(sp); sd	s3, 72(sp); sd	s4, 64(sp); sd	s5, 56(sp); sd	s6, 48(sp); sd	s8, 32(sp); sd	s9, 24(sp); sd	s10, 16(sp); addi	s0, sp, 112; auipc	s7, 112; ld	s7, -156(s7); ld	a5, 0(s7); sd	a5, -104(s0); li	a5, 0; addi	sp, sp, -320
li	a4, 0; li	a5, 0; addi	a5, a5, 1
add	s0, a0, s5; mv	a2, s5; li	a1, 0; sd	a0, 0(sp); sd	s6, 32(sp); sd	s0, 24(sp)
auipc	a5, 193; ld	a5, 1006(a5); addi	a5, a5, 16; sd	a5, 0(a0); addi	a0, a0, 56
lw	a1, 0(a4); lw	a2, 4(a4); lw	a3, 8(a4); li	a5, 0; lw	a4, 12(a4); sw	a1, 0(a5); sw	a2, 4(a5); sw	a3, 8(a5); sw	a4, 12(a5)
ld	s0, 0(a5); ld	s2, 8(a5); auipc	a5, 39; addi	a5, a5, -1662; ld	s1, 0(a5); ld	a5, 8(a5)
ld	a5, 32(s1); ld	a4, 40(s1); addi	a0, s0, 16; ld	a3, -24(a5); sd	a5, 16(s0); li	a1, 0; add	a0, a0, a3; sd	a4, 0(a0)
sd	a3, 8(a5); sd	a3, 16(a5); sd	a3, 24(a5)
sub	a2, s3, s2; add	a0, a0, a2
add	s2, s2, a0; mv	a2, s0; mv	a1, s2; mv	a0, s5
ld	a4, 56(s0); ld	a5, 64(s0); sub	a1, a4, a5; and	a1, a1, s1; sub	s6, s1, a1; sub	a5, a5, a4
ld	a0, 72(s0); lbu	a5, 0(a0); addiw	a5, a5, -40
li	a3, 1; slli	a3, a3, 51; negw	a4, a4; or	a5, a5, a3; mv	s1, a6
auipc	a5, 41; flw	fa5, -996(a5); fle.s	a5, fa5, fs1
mv	a3, a2; mv	a0, s0; sext.w	a2, a3; auipc	a1, 93; addi	a1, a1, -440
fcvt.w.d	a0, fa1, rtz; fcvt.d.w	fa4, a0; sext.w	a0, a0; feq.d	a5, fa4, fa1
addi	a0, sp, 8
andi	a2, a2, -129; sw	a2, 0(s0)
sb	zero, 0(a0); li	a5, 255
lbu	a5, 1(a2); lbu	a6, 0(a2); addi	a0, a2, 2; slli	a5, a5, 8; or	a5, a5, a6; slliw	a5, a5, 16; sraiw	a5, a5, 16
auipc	a5, 33; fld	fa5, 1862(a5); feq.d	a5, fa0, fa5; fmv.d.x	fs1, zero; li	s2, -1
ld	a5, 16(s0); ld	a4, 24(s0); sub	a5, a5, s9; sd	a4, 8(s0); sd	a5, 16(s0)
lw	a5, 0(a0); addiw	a5, a5, -71; andi	a5, a5, -3; sext.w	a5, a5
lw	a3, 8(a4); lui	a5, 524288; not	a5, a5
ld	a6, 0(a0); addi	sp, sp, -64; sd	a1, 0(sp); ld	a6, 32(a6); sd	a2, 8(sp); auipc	a7, 211; ld	a7, 1024(a7)
addiw	s3, s3, 1; addi	s5, s5, 4
sd	s1, 8(s10); lw	a2, 4(s10); lw	a4, 8(s0); addiw	a3, a2, 1; sw	a3, 4(s10)
li	a5, 1; sw	a5, 4(s1); lui	a5, 524288; not	a5, a5; sw	a5, 8(s1); ld	a5, -1664(tp); addi	a3, tp, -1664; andi	a2, a5, -2; sd	s5, -8(a2); sd	a5, 32(s1); sd	a3, 24(s1); ori	s5, s5, 1; sd	s5, -1664(tp); lw	a5, 12(s1); sd	zero, -1648(tp); addiw	a5, a5, -1; sw	a5, 12(s1); li	a0, 130
li	a5, 1; sd	a5, -136(s0)
li	a5, -1; sw	a5, 16(sp); sw	s0, 8(sp)
ld	a3, -168(s0); slli	a5, a5, 3; addiw	a4, a4, 2; add	a5, a5, a3; ld	a5, 0(a5); sw	a4, 0(s6); sd	a5, 16(s6)
auipc	s3, 87; ld	s3, 1020(s3); ld	a0, -112(s0); add	a5, s3, tp; lw	a5, 0(a5); sw	a5, 0(s2)
sraiw	a6, a5, 1; andi	a6, a6, 1; sw	a6, 0(a1)
li	a5, 1; addi	a4, s1, 24; amoadd.w.aq	zero, a5, (a4); sw	zero, 0(s0)
sd	zero, 72(s0); lw	a5, 0(s0); andi	a5, a5, 128
addi	sp, sp, -16; sd	s0, 0(sp); mv	a1, a3; mv	s0, a2; lw	a3, 16(a0); mv	a2, a4; lw	a4, 24(a0); mv	a0, s0; sd	ra, 8(sp)
addiw	a2, a6, 1
auipc	a5, 33; fld	fa0, -1444(a5); fmul.d	fa0, fa5, fa0; auipc	a5, 33; fld	fa4, -1456(a5); fsd	fa4, 0(sp); fld	fa5, 0(sp); fmul.d	fa5, fa5, fa4; fsd	fa5, 0(sp)
li	a5, 0; sb	zero, 0(s3)
auipc	t1, 281; ld	t1, -1634(t1)
mv	a2, s5; mv	a3, s4; ld	s5, 0(sp); ld	s4, 8(sp); mv	s6, a0; mv	s2, a1; mv	a0, s5; mv	a1, s4
auipc	t3, 304; ld	t3, 1312(t3)
ld	a4, 64(sp); ld	a3, 40(sp); sd	zero, 0(a4); li	a4, 4; sw	a4, 0(a3)
addi	sp, sp, -16; sd	s0, 0(sp); mv	s0, a0; auipc	a0, 179; addi	a0, a0, -150; sd	ra, 8(sp)
add	a5, a5, s2; mv	a1, s9; mv	a0, a5
ld	a1, 8(sp); ld	a0, 0(s0); sd	a1, 8(s0); ld	ra, 40(sp); ld	s0, 32(sp); slli	a5, a1, 2; add	a0, a0, a5; sw	zero, 0(a0); ld	s1, 24(sp); addi	sp, sp, 48
ld	a5, -1712(s0); andi	a5, a5, 2
addi	a5, a5, 4; sd	a5, 16(a4); ld	a5, -176(s0); ld	s1, 0(s6); addi	a5, a5, 1; sd	a5, -176(s0); slli	a5, s1, 3; add	s8, s8, a5; ld	s3, 0(s4); ld	a5, -176(s0); ld	s2, 0(s8)
sd	zero, 16(sp); mv	s2, a0
sub	a1, t2, t1; add	a1, a1, t3; mv	a3, t3; sb	a2, 0(t1); lbu	a2, 1(a3); addi	a3, a3, 1; addi	t1, t1, 1
ld	a4, 160(a0); addi	sp, sp, -64; sd	s0, 48(sp); ld	a5, 32(a4); ld	a3, 24(a4); sd	s1, 40(sp); sd	s2, 32(sp); sub	s0, a5, a3; srai	s0, s0, 2; sd	ra, 56(sp); sd	s3, 24(sp); sext.w	s0, s0; mv	s2, a0; mv	s1, a1; ld	a0, 456(a0)
auipc	a5, 39; addi	a5, a5, -10; ld	a2, 0(a5); ld	a5, 8(a5); sd	a3, 16(s0); sd	a2, 0(s0); sd	a5, 8(s0); sd	a4, 24(s0); ld	ra, 72(sp); mv	a0, s0; ld	s0, 64(sp); ld	s1, 56(sp); ld	s2, 48(sp); ld	s3, 40(sp); ld	s4, 32(sp); ld	s5, 24(sp); ld	s6, 16(sp); ld	s7, 8(sp); ld	s8, 0(sp); addi	sp, sp, 80
li	a1, 4; li	a4, 1; li	a5, 3; li	a2, 2
addiw	a2, a3, 3; li	a5, 61; subw	a5, a5, a3; sll	a3, a4, a2; srl	a5, a4, a5; snez	a4, a3; or	a5, a5, a4; sll	a6, a6, a2; or	a6, a6, a5
ld	a3, 120(s2); mv	a5, s6; addi	a1, s6, 32; ld	a4, 0(a5); ld	a2, 0(a3); addi	a5, a5, 8; addi	a3, a3, 8; and	a4, a4, a2; sd	a4, -8(a5)
lbu	a3, 4(a5)
slli	a5, a5, 52
sw	zero, 56(s0); mv	a0, s0; ld	s0, 32(sp); ld	ra, 40(sp); ld	s1, 24(sp); ld	s2, 16(sp); ld	s3, 8(sp); li	a1, 1; addi	sp, sp, 48
auipc	a5, 255; ld	a5, 440(a5); addi	a4, a5, 24; addi	a5, a5, 64; sd	a5, 88(s0); auipc	a5, 256; ld	a5, 902(a5); addi	a5, a5, 16; addi	a0, s0, 64; sd	a5, 8(s0); sd	a4, 0(s0); sd	zero, 16(s0); sd	zero, 24(s0); sd	zero, 32(s0); sd	zero, 40(s0); sd	zero, 48(s0); sd	zero, 56(s0)
auipc	a5, 98; ld	a5, 420(a5); auipc	s1, 98; ld	s1, 340(s1); sd	a3, 24(sp); add	a5, a5, tp; sd	a5, 32(sp); sd	a2, 16(sp); sd	a1, 8(sp); sd	s2, 0(sp); li	a7, 1; auipc	a6, 105; addi	a6, a6, -1286; auipc	a5, 105; addi	a5, a5, -1290; auipc	a4, 105; addi	a4, a4, -1290; auipc	a3, 105; addi	a3, a3, -1290; auipc	a2, 19; addi	a2, a2, 914; auipc	a1, 79; addi	a1, a1, 142; auipc	a0, 79; addi	a0, a0, 166
mv	a5, s5; mv	a3, a5; ld	a5, 760(a5)
ld	a5, 0(s1); mv	a0, s2; mv	a1, s1; ld	a5, 40(a5)
lw	a5, 0(s0); li	a3, 1; sext.w	a5, a5
sd	s4, 320(s0); ld	ra, 56(sp); ld	s0, 48(sp); ld	s1, 40(sp); ld	s2, 32(sp); ld	s3, 24(sp); ld	s4, 16(sp); ld	s5, 8(sp); ld	s6, 0(sp); addi	sp, sp, 64
sub	a1, a1, a0; srai	a1, a1, 3; auipc	a5, 65; ld	a5, -724(a5); mul	a4, a1, a5; srai	a3, a4, 1; andi	a5, a4, -2; add	a5, a5, a3; slli	a5, a5, 3; add	a5, a5, a0; sub	a1, a4, a3
ld	a5, 8(sp); sd	a0, 0(s0); sd	a5, 16(s0); mv	a2, s2; mv	a1, s10
li	a1, 0; mv	a4, a0; addw	a5, a2, a4; mv	a4, a5; slli	a5, a5, 2; add	a5, a5, s8; addiw	a1, a1, 1; lwu	a2, 0(a5); addiw	a4, a4, 1
li	a4, 2; li	a1, 100; remw	a5, a5, a1; li	a0, 79; mv	s4, a3; addiw	a5, a5, 100; remw	a5, a5, a1; li	a1, 0; mv	s9, a5
mv	a5, a7; mv	a0, a2; mv	s4, a1; li	a4, 0
auipc	a5, 179; ld	a5, 1544(a5); li	a4, 11; li	a0, -1; add	a5, a5, tp; sw	a4, 0(a5)
ld	a4, 160(s0); li	a3, 1
li	a7, 259
addi	a4, sp, 8; auipc	a3, 1048572; addi	a3, a3, -626; addi	a2, sp, 24; auipc	a1, 1048572; addi	a1, a1, -706; li	a0, 7
lw	a4, 16(sp); li	a5, 45; li	a0, 1; add	a4, a4, s0
mv	a2, s2; mv	a1, s3
li	a2, 0; li	a3, 0; mv	a0, s6; mv	a1, s10
mv	t2, a0
ld	a2, 24(s1)
mv	s7, a5; slli	a0, s7, 3; add	a0, a0, s7; addi	a0, a0, 7
ld	a5, 144(sp); li	s5, 6
sub	s2, a2, s6; addi	a5, s2, 15; andi	a5, a5, -16; sub	sp, sp, a5; mv	s9, sp; mv	a2, s2; mv	a1, s3; mv	a0, s9
fmul.d	fa0, fs0, fa0; fmv.d.x	fa5, s0; fdiv.d	fa0, fa0, fa5
sd	s3, 336(sp); ld	a0, 16(sp)
ld	ra, 8(sp); auipc	a0, 120; addi	a0, a0, -960; addi	sp, sp, 16
andi	a0, a0, 15; sb	a0, 0(s0); mv	a2, s3; li	a1, 8; mv	a0, s1; sd	s2, 8(sp)
fmul.d	fa4, fs0, fs0; auipc	a5, 51; fld	fa5, -1274(a5); auipc	a5, 51; fld	ft1, -1274(a5); auipc	a5, 51; fld	ft0, -1274(a5); auipc	a5, 51; fld	fa1, -1274(a5); auipc	a5, 51; fld	fa2, -1274(a5); auipc	a5, 51; fld	fa3, -1274(a5); fdiv.d	fa5, fa5, fa4; fadd.d	fa5, fa5, ft1; fdiv.d	fa5, fa5, fa4; fsub.d	fa5, fa5, ft0; fdiv.d	fa5, fa5, fa4; fadd.d	fa5, fa5, fa1; fdiv.d	fa5, fa5, fa4; fsub.d	fa5, fa5, fa2; fdiv.d	fa5, fa5, fa4; fadd.d	fa5, fa5, fa3; fdiv.d	fa5, fa5, fs0; fmadd.d	fa0, fa0, fs1, fa5
ld	ra, 168(sp); ld	s0, 160(sp); ld	s1, 152(sp); ld	s2, 144(sp); ld	s3, 136(sp); ld	s4, 128(sp); ld	s5, 120(sp); ld	s6, 112(sp); ld	s7, 104(sp); ld	s8, 96(sp); ld	s9, 88(sp); ld	s10, 80(sp); ld	s11, 72(sp); mv	a0, a3; addi	sp, sp, 176
auipc	a5, 8; addi	a5, a5, -326
auipc	a5, 193; addi	a5, a5, -1614; sd	zero, 8(a5); sd	zero, 16(a5)
auipc	a5, 29; flw	fa5, -1358(a5); fdiv.s	fa0, fa5, fa0
fmsub.s	fa5, ft1, fa5, fa3; fsub.s	fa5, ft1, fa5; fmv.x.w	a5, fa5; ld	a3, 8(sp); ld	a4, 0(a0); xor	a4, a4, a3; li	a3, 0
mv	a6, s0; li	s9, 1
zext.b	a1, a1; mv	a0, s5
auipc	a5, 52; addi	a5, a5, 1060; ld	a2, 0(a5); ld	a3, 8(a5); mv	s5, a0; mv	s4, a1; mv	a0, s1; mv	a1, s0
auipc	a5, 56; addi	a5, a5, -1276; ld	a2, 0(a5); ld	a3, 8(a5)
auipc	a5, 74; ld	a5, -1540(a5); li	a4, 11; li	s0, -2; add	a5, a5, tp; lw	a5, 0(a5)
auipc	a5, 92; ld	a5, -778(a5); li	a4, 19; add	a3, a5, tp; lw	a3, 0(a3)
ld	s0, 16(s1); ld	a5, 64(s0)
sd	s0, 0(s7); sd	s10, 0(s6); li	a5, -48; li	a0, 1
lw	a3, 0(a5); ld	a4, 0(s1); lw	a2, 12(a5); slli	a5, a3, 4; add	a5, a5, a4; lw	s11, 0(a5); lw	s6, 4(s10)
andi	a2, t6, 2
mv	a0, s0; ld	s0, 16(sp); ld	ra, 24(sp); addi	a1, s1, 24; ld	s1, 8(sp); addi	sp, sp, 32
ld	s3, 0(s4); ld	s2, 16(s1)
slli	a4, a4, 3; add	a4, a4, a0; sd	a5, 0(a4); addiw	s2, s2, 1; sh	s2, 496(a0)
auipc	a1, 0; addi	a1, a1, -328; auipc	a0, 185; addi	a0, a0, -342
ld	s4, 72(s0); slli	s3, s3, 32; srli	s3, s3, 32; ld	s2, 464(s4); ld	a4, 24(s2); ld	a5, 16(s2); slli	a4, a4, 3; add	a5, a5, a4; ld	s1, 0(a5)
ld	a4, 8(sp); li	a5, 12; sw	a5, 0(a4); li	s11, 0
ld	a4, 32(a0); li	a3, 1; andi	a5, a4, 3; addiw	a5, a5, -1; zext.b	a5, a5
add	a5, s2, a0; sd	a5, 24(sp); sw	zero, 32(sp)
addi	sp, sp, -32; sd	s2, 0(sp); mv	s2, a0; mv	a0, a1; sd	s0, 16(sp); sd	s1, 8(sp); sd	ra, 24(sp); mv	s1, a2; mv	s0, a1
mv	s7, s3; mv	s4, s11
ld	a5, 16(s5); slli	s10, s10, 3; sd	s11, 48(s5); add	a5, a5, s10; sd	a0, 0(a5); li	a3, 0; mv	a4, s1; mv	a5, a0
addi	t1, a1, -1; mv	a3, a7; addi	a4, s8, 4; li	a5, 0
addi	s0, sp, 72; mv	a0, s0
ld	a2, 24(sp); ld	a3, 16(sp); ld	a0, 56(sp); ld	a1, 8(sp)
lhu	a3, 80(sp); sw	a5, 12(s9); ori	a5, a3, 1040; sh	a5, 80(sp); ld	a5, 0(sp); addi	s1, a5, 1
sd	s3, 8(s5); ld	s9, 0(s6); sd	zero, 0(sp)
ld	a3, 40(sp); ld	a4, 0(s4); xor	a4, a4, a3; li	a3, 0
sub	a0, a5, a4; srai	a0, a0, 2
andi	a3, s0, -4; lw	a3, 0(a3)
li	s2, -1; lui	a5, 1; addi	a4, sp, 16; addi	a5, a5, 8; add	a5, a5, a4; ld	a4, 0(a5); ld	a5, 0(s9); xor	a5, a5, a4; li	a4, 0
mv	s2, a1; sext.w	s6, a1; addi	s0, s3, 1180; addi	s1, s3, 1216; addi	s4, s3, 1204; sext.w	s5, a2
ld	a4, 32(sp); ld	a5, 8(s2)
mv	a5, t1; li	a4, 61
mv	a0, s0; sd	zero, 56(s0); ld	s0, 0(sp); ld	ra, 8(sp); li	a1, 0; addi	sp, sp, 16
mv	s6, a0; mv	s4, s5; li	s11, 0
slli	a3, a6, 2; add	a4, a1, a3; add	a5, s10, a3; lw	a2, -4(a4); lw	a4, 0(a5); slli	a6, a6, 3; add	a5, a1, a6
ld	a5, 8(a0); addi	sp, sp, -32; sd	s1, 8(sp); sd	ra, 24(sp); sd	s0, 16(sp); mv	s1, a0
ld	a6, 0(a1); mv	a3, a0; addi	a1, a1, -32; addi	a5, a0, -40; addi	a2, a2, 4
lw	s4, 0(a5); addi	a5, a5, 4; sd	a5, 0(a4); li	a5, -1
ld	a2, 48(a0); mv	a3, s0; auipc	t1, 254; ld	t1, 1032(t1)
lbu	a4, 16(a4)
ld	s1, 16(s3); ld	s9, 8(s2); ld	s10, 24(s3); add	s1, s1, s0; sd	s1, 16(s3); add	s9, s9, s0; sd	s9, 8(s2); add	s4, s4, s0
ld	a5, 256(a0); auipc	s2, 171; addi	s2, s2, 180; auipc	s5, 171; addi	s5, s5, 201; li	s4, 255
lui	a3, 262254; addi	a3, a3, -1172
ld	s0, 0(s3); ld	a5, 0(s11); slli	a0, a0, 2
add	s4, a0, a3; add	a2, s0, a3; lbu	s4, 5(s4); lbu	a2, 1(a2)
slli	a5, a5, 2; add	a5, a5, s5; lw	a5, 0(a5); add	a5, a5, s5
mv	a1, s2; mv	a0, s0; auipc	t1, 249; ld	t1, -836(t1)
li	a4, 4; li	a2, 60; li	a3, 79; divw	s9, a5, a2; remw	a5, a5, a2; li	a2, 100; mulw	s9, s9, a2; addw	s9, s9, a5; mv	a5, s9
auipc	a5, 286; ld	a5, 82(a5); mv	a2, a0; addi	a5, a5, 16; auipc	a1, 287; ld	a1, -2026(a1); mv	a0, s0; sw	zero, 8(a2); sd	a5, 0(a2)
mv	a2, s2; mv	a1, s0; auipc	a0, 175; addi	a0, a0, 338
ld	s4, 0(s2); ld	s11, 128(sp); ld	s3, 0(s7); lw	t3, 16(s2)
ld	a2, 48(a0); mv	a3, s0; auipc	t1, 257; ld	t1, 894(t1)
auipc	a5, 108; ld	a5, 1448(a5); addi	a1, s0, -392; li	a2, 300; add	a5, a5, tp; lw	a0, 0(a5)
auipc	a5, 120; ld	a5, 1952(a5); addi	sp, sp, -48; ld	a5, 208(a5); sd	s0, 32(sp); auipc	s0, 120; ld	s0, 1930(s0); sd	s1, 24(sp); sd	ra, 40(sp); ld	a4, 0(s0); sd	a4, 8(sp); li	a4, 0; addi	s1, sp, 4
auipc	s10, 105; addi	s10, s10, 1040; li	a4, 1; lr.w	a5, (s10)
lw	a0, 0(s0); mv	a2, s3; mv	a1, s1; sw	s2, 4(sp)
ld	a0, 256(s1); li	a4, 17; auipc	a3, 0; addi	a3, a3, -568; mv	a2, s7; mv	a1, s0
lui	s0, 1; add	s0, s0, s5; ld	ra, -1912(s0); ld	s1, 64(sp); ld	a7, -1904(s0); mv	a5, a6; add	s1, s1, ra; sd	s1, 64(sp); ld	s1, 72(sp); mv	a6, ra; mv	a4, t1; add	s1, s1, a7; mv	a3, t2; mv	a2, t0; auipc	a1, 157; addi	a1, a1, -1968; mv	a0, s3; sd	t6, 104(sp); sd	s1, 72(sp)
ld	a5, 0(s9); ld	a4, 72(sp); sd	s0, 0(s3); ld	a7, 16(sp); add	a5, a5, a4; mv	s6, s10; mv	s11, s4; sd	a5, 0(s9)
lbu	a5, 0(s0); addi	s0, s0, 1
li	a5, -297; srli	a5, a5, 3
ld	a6, 1184(sp); li	a1, 46; mv	a0, a6; sd	a6, 8(sp)
add	s0, t0, a2; add	t4, a3, a2; lbu	s0, 5(s0); lbu	t4, 1(t4)
addi	a5, a5, 16; sd	a5, 0(s0); mv	a1, s3
addi	sp, s0, -288; ld	ra, 280(sp); ld	s0, 272(sp); ld	s1, 264(sp); ld	s2, 256(sp); ld	s3, 248(sp); ld	s4, 240(sp); ld	s5, 232(sp); ld	s6, 224(sp); ld	s7, 216(sp); ld	s8, 208(sp); ld	s9, 200(sp); ld	s10, 192(sp); ld	s11, 184(sp); addi	sp, sp, 288
mv	a1, s2; addi	s2, sp, 64; sd	a0, 48(sp); mv	a0, s2
ld	a1, 8(a0); ld	a2, 8(a5); ld	a0, 16(a0); ld	a7, 64(s0); sd	a2, 0(a5); sd	a2, 16(a5); lui	a2, 1; addi	a2, a2, -2048; sd	a3, 32(a5); sd	a3, 24(a5); sd	a6, 40(a5); or	a2, a2, a4; sd	a1, 40(s0); sd	a1, 32(s0); sd	a7, 48(s0); sd	a0, 8(s0); sd	a0, 24(s0); sw	a2, 0(s0); andi	a4, a4, 514
li	a4, 3; li	s11, 0
ld	a2, 8(a3); andi	a2, a2, 1
ld	s4, 0(s6); ld	s3, 8(s6); slli	s2, s8, 1; srli	s2, s2, 1; mv	a2, s4; mv	a3, s3; mv	a0, s5; mv	a1, s2
fmv.w.x	fa5, a3; fmul.s	fa5, fa5, fa5
lw	a5, 0(a0); ld	a4, 88(a0); ld	a3, 72(a0); ld	a1, 16(a0); ld	a2, 24(a0); ori	a5, a5, 256; sw	a5, 0(a0); sd	a1, 88(a0); sd	a2, 72(a0); sd	a4, 8(a0); sd	a4, 16(a0); sd	a3, 24(a0)
lwu	a5, 0(sp); li	a0, 1; sd	a5, 0(s0)
auipc	s5, 222; addi	s5, s5, -302
li	a0, 176
ld	a4, 96(s0)
addiw	s7, s1, 342; slliw	s7, s7, 1; auipc	s10, 54; addi	s10, s10, -1480; slli	a5, s7, 3; add	a5, a5, s10; ld	a5, 0(a5); auipc	a4, 57; addi	a4, a4, -2032; ld	a1, 0(a4); mulhu	s5, s0, a5; ld	a2, 8(a4); neg	a5, a5; li	a3, 0; andi	a6, s5, 511; li	s8, -1; li	a4, 511
ld	a1, -1520(s0); li	a0, 44; ld	s1, -1576(s0); sd	s2, -1592(s0); sd	a6, -1576(s0); mv	s2, s3; mv	s3, s5; mv	s5, s7; ld	s7, -1584(s0)
li	s9, 3; lhu	a4, 92(sp); ld	a5, 16(sp); sw	s9, 80(sp); andi	a4, a4, -1025; slliw	a3, a5, 10; or	a4, a4, a3; sh	a4, 92(sp); andi	a4, a4, 32
ld	a5, 8(sp); andi	a5, a5, 2
ld	a2, 32(s0); ld	a0, 0(s5); mv	a3, s1; mv	a1, s11
li	a5, 0; fence	iorw, ow; amoswap.w	a5, a5, (s2); sext.w	a5, a5; li	a4, 1
mv	s0, a0; auipc	t1, 257; ld	t1, -1300(t1); mv	a0, s1
sext.w	a0, a0; mv	a4, s11
lbu	a4, 0(a5); slli	a3, a4, 1; add	a3, a3, t1; lhu	a3, 0(a3); slli	a2, a4, 2; add	a2, a2, a7; andi	a3, a3, 1024; addiw	a6, a4, -48
auipc	a5, 33; fld	fa0, 1662(a5); auipc	a5, 48; fld	fa1, 734(a5)
auipc	a5, 57; addi	a5, a5, -1090; ld	a2, 0(a5); ld	a3, 8(a5); sd	a0, 16(sp); sd	a1, 24(sp); mv	a0, s1; mv	a1, s0
lw	a4, 140(s0); lw	a5, 144(s0); addi	a1, sp, 16; sw	a4, 16(sp); sw	a5, 20(sp); mv	a0, s0; auipc	t1, 226; ld	t1, -322(t1)
ld	a3, 8(sp); ld	a0, 0(sp)
auipc	a0, 289; ld	a0, -1120(a0); auipc	a1, 291; addi	a1, a1, -1648; addi	a0, a0, 8
auipc	a3, 124; addi	a3, a3, -242; slli	a5, a5, 2; add	a5, a5, a3; lw	a5, 0(a5); add	a5, a5, a3
addi	s5, sp, 16; addi	a1, s3, 16; mv	a0, s5; sd	s1, 8(sp)
mv	a1, a3; sub	a0, a1, a0
addi	s0, s1, 16; mv	a2, s2; sd	s2, 8(s1); mv	a1, s3; mv	a0, s0; sd	zero, 0(s1); add	s2, s2, s1
mv	a2, t5; li	a1, 48; mv	a0, s0; sd	t5, 64(sp); sd	a4, 72(sp)
slli	t1, a2, 3; sext.w	t3, t3; sext.w	a0, a0; mv	a5, s0; add	t1, t1, s0; li	a4, 0; mv	a1, a4; ld	a4, 0(a5); srl	a1, a1, a0; addi	a5, a5, 8; sll	a3, a4, t3; or	a3, a3, a1; sd	a3, -8(a5)
ld	a5, 40(sp); mv	s1, a0; sw	zero, 8(s1); sd	a5, 56(sp); auipc	a5, 285; ld	a5, 1550(a5); addi	a5, a5, 16; sd	a5, 0(s1); mv	a0, s3
fmv.w.x	fa5, zero; auipc	a5, 34; flw	fa0, 1560(a5); li	a0, 34; fdiv.s	fa0, fa0, fa5
lw	a4, 0(a4); li	a2, -1
li	a2, 0; mv	a1, s0; mv	a0, a4
mv	s6, a0; mv	s2, a1
auipc	a5, 56; addi	a5, a5, 1110; ld	a2, 0(a5); ld	a3, 8(a5)
