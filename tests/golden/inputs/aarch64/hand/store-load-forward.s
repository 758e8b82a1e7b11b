// A store followed by loads from the same and other addresses.
str x0, [x1]
ldr x2, [x1]
add x0, x2, #1
str x0, [x1, #8]
ldr x3, [x4]
add x5, x3, x2
