// libblas: loop of 6 instructions at 0x319a0 (fp), llvm-objdump -d of libblas.so.3.11.0
.Lloop:
ldr	d2, [x0, x1, lsl #3]
ldr	d1, [x19, x1, lsl #3]
sub	x1, x1, #0x1
fmsub	d0, d2, d1, d0
cmp	w2, w1
b.lt	.Lloop
