// Wide immediates and page addressing.
movz x0, #0x1234, lsl #48
movk x0, #0x5678, lsl #32
movk x0, #0x9abc, lsl #16
movk x0, #0xdef0
mov w1, #-1
mov x2, #0x10000
adrp x3, sym
add x3, x3, :lo12:sym
ldr x4, [x3, :lo12:sym]
adrp x5, :got:sym
ldr x5, [x5, :got_lo12:sym]
