# libgo: loop of 22 instructions at 0xe4f6ce (fp), llvm-objdump -d of libgo.so.21.0.0
.Lloop:
auipc	a5, 0x311
fld	fa5, 0x15a(a5)
fmul.d	fa1, fs1, fa5
fmul.d	fa1, fa1, fs2
ld	ra, 0x48(sp)
fld	fs0, 0x38(sp)
fld	fs1, 0x30(sp)
fld	fs2, 0x28(sp)
fld	fs3, 0x20(sp)
addi	sp, sp, 0x50
ret
auipc	a5, 0x22a
fld	fa5, -0x174(a5)
fmul.d	fa5, fs0, fa5
auipc	a5, 0x22a
fld	fa1, -0x188(a5)
fmv.d	fa0, fs0
fsub.d	fa1, fa5, fa1
auipc	ra, 0xffd93
jalr	-0x238(ra)
fdiv.d	fs2, fa0, fs3
j	.Lloop
