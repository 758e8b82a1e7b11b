// Integer ALU: shifted and extended register forms, independent and chained.
add x0, x1, x2
add x3, x0, x4, lsl #2
sub w5, w6, w7, uxtb
and x8, x3, #0xff00
orr x9, x8, x0, lsr #7
eor w10, w5, w6, ror #3
adds x11, x9, #16
neg x12, x11
bic x13, x12, x1
mvn w14, w10
lsl x15, x13, #5
asr x16, x15, x2
