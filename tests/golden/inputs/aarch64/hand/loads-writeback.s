// Loads and stores with pre/post-index writeback: the base register is written too.
ldr x0, [x1], #8
ldr x2, [x1], #8
add x3, x0, x2
str x3, [x4, #16]!
ldr w5, [x4, #-4]!
ldrb w6, [x7], #1
strh w6, [x8], #2
ldr q0, [x9], #16
str q0, [x10], #16
ldr d1, [x11, #8]!
