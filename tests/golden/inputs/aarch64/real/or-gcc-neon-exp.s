// optimized-routines math/aarch64/advsimd/exp.c _ZGVnN2v_exp, gcc 12 -O3 -march=armv8.2-a+sve -S (fcmle ..., 0)
adrp	x0, .LANCHOR0
add	x0, x0, :lo12:.LANCHOR0
ldp	q2, q4, [x0, 48]
adrp	x2, arm_math_v_exp_data
ldr	q5, [x0, 80]
add	x2, x2, :lo12:arm_math_v_exp_data
mov	v1.16b, v4.16b
ldp	q6, q24, [x0, 112]
facgt	v5.2d, v0.2d, v5.2d
fmla	v1.2d, v0.2d, v2.2d
ldr	q7, [x0, 144]
fsub	v4.2d, v1.2d, v4.2d
fmov	x1, d1
umov	x3, v1.d[1]
shl	v3.2d, v1.2d, 45
addp	d1, v5.2d
fmls	v0.2d, v4.2d, v24.d[0]
and	x1, x1, 127
and	x3, x3, 127
ldr	d2, [x2, x1, lsl 3]
fmov	x1, d1
fmls	v0.2d, v4.2d, v24.d[1]
ldr	d5, [x2, x3, lsl 3]
mov	v1.16b, v0.16b
fmov	d0, d2
mov	v2.16b, v6.16b
ins	v0.d[1], v5.d[0]
fmla	v2.2d, v1.2d, v7.d[0]
fmul	v5.2d, v1.2d, v1.2d
add	v0.2d, v0.2d, v3.2d
fmla	v2.2d, v5.2d, v7.d[1]
fmla	v1.2d, v2.2d, v5.2d
cbnz	x1, .L5
fmla	v0.2d, v1.2d, v0.2d
ret
.L5:
ldp	q2, q3, [x0]
ldr	q6, [x0, 32]
fcmle	v5.2d, v4.2d, 0
sub	v0.2d, v0.2d, v6.2d
ldr	q6, [x0, 96]
and	v5.16b, v5.16b, v2.16b
add	v2.2d, v0.2d, v5.2d
sub	v3.2d, v3.2d, v5.2d
facgt	v0.2d, v4.2d, v6.2d
fmla	v2.2d, v1.2d, v2.2d
fmul	v4.2d, v3.2d, v3.2d
fmul	v1.2d, v2.2d, v3.2d
bsl	v0.16b, v4.16b, v1.16b
ret
