# libgphobos: loop of 12 instructions at 0x4f09b6 (fp), llvm-objdump -d of libgphobos.so.3.0.0
.Lloop:
fld	fa4, 0x8(a1)
fld	fa5, 0x8(a3)
addi	a1, a1, 0x10
addi	a3, a3, 0x10
feq.d	a2, fa4, fa5
beqz	a2, .Ltgt
beq	a5, a4, .Ltgt
fld	fa4, 0x0(a1)
fld	fa5, 0x0(a3)
addi	a5, a5, 0x1
feq.d	a2, fa4, fa5
bnez	a2, .Lloop
