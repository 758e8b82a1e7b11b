// libavcodec: loop of 8 instructions at 0xe5d8c (base), llvm-objdump -d of libavcodec.so.59.37.100
.Lloop:
add	w24, w24, #0x1
ldr	w2, [x19, #0xb68]
cmp	w2, w24
b.le	.Ltgt
mov	w25, #0x0
ldr	w3, [x19, #0xb64]
cmp	w3, w25
b.le	.Lloop
