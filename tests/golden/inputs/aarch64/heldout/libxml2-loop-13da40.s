// libxml2: loop of 13 instructions at 0x13da40 (base), llvm-objdump -d of libxml2.so.2.9.14
.Lloop:
strb	w3, [x2, #0x1]
asr	w1, w1, #4
cbnz	w1, .Ltgt
mov	w1, #0x3b
add	x0, x4, #0x2
sturh	w1, [x4, #0x1]
ret
mov	w3, #0x46
b	.Lloop
mov	w3, #0x45
b	.Lloop
mov	w3, #0x44
b	.Lloop
