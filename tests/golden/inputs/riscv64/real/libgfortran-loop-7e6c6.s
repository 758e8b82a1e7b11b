# libgfortran: loop of 30 instructions at 0x7e6c6 (fp), llvm-objdump -d of libgfortran.so.5.0.0
.Lloop:
fld	fa0, 0x0(a5)
fld	fa6, 0x0(a4)
fld	fa7, 0x0(t6)
add	t0, a4, t5
add	t1, a5, t3
fmadd.d	fs2, fa0, fa7, fa6
add	ra, t0, t5
add	a7, t1, t3
add	a0, ra, t5
add	a6, a7, t3
addi	a3, a3, 0x4
add	a5, a6, t3
fsd	fs2, 0x0(a4)
fld	fs3, 0x0(t1)
fld	ft8, 0x0(t6)
fld	ft9, 0x0(t0)
add	a4, a0, t5
fmadd.d	ft10, fs3, ft8, ft9
fsd	ft10, 0x0(t0)
fld	ft11, 0x0(a7)
fld	fa5, 0x0(t6)
fld	fa2, 0x0(ra)
fmadd.d	fa1, ft11, fa5, fa2
fsd	fa1, 0x0(ra)
fld	ft0, 0x0(a6)
fld	fa3, 0x0(t6)
fld	fa4, 0x0(a0)
fmadd.d	ft1, ft0, fa3, fa4
fsd	ft1, 0x0(a0)
bne	s9, a3, .Lloop
