// Load/store pair forms, signed offset and writeback.
stp x29, x30, [sp, #-48]!
stp x19, x20, [sp, #16]
ldp x0, x1, [x2]
ldp x3, x4, [x2, #16]!
add x5, x0, x3
ldpsw x6, x7, [x8]
stp q0, q1, [x9], #32
ldp d2, d3, [x10, #-16]
ldp x19, x20, [sp, #16]
ldp x29, x30, [sp], #48
