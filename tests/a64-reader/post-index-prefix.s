// args: mca-sim -mtriple=aarch64-unknown-linux-gnu -mcpu=neoverse-v2
// a post-index operand that is no constant (LLVM's simm9 class words; after [x1]! at the token that follows), and statements too short for every form whose operands are no prefix of one (the first operand no form takes; an alias the catalog has no form of stays too few)
ldr x0, [x1], x2
ldr x0, [x1], [x2]
ldr x0, [x1], sym
ldp x0, x1, [x2], [x3]
ldp x0, x1, [x2], x3
str q0, [sp], [sp]
ldrb w0, [x0], [x0]
ldr x0, [x1], #sym
ldr x0, [x1], v0.4s
stp q0, q1, [x2], [x3]
ldr x0, [x1]!, [x1]
and w2, x22
orr z0.d, v0.d
mul w2, w2
