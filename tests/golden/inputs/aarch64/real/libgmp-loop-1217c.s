// libgmp: loop of 15 instructions at 0x1217c (base), llvm-objdump -d of libgmp.so.10.4.1
.Lloop:
ret
tbz	w3, #0x1f, .Ltgt
mov	x1, #0x1
str	x1, [x0]
mov	w0, #-0x1
str	w0, [x4, #0x4]
str	x1, [x4, #0x8]
ret
str	wzr, [x4, #0x4]
str	xzr, [x4, #0x8]
ret
mov	w3, w2
str	w3, [x4, #0x4]
cmp	x0, x1
b.eq	.Lloop
