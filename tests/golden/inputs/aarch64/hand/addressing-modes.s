// Register-offset addressing: lsl, uxtw, sxtw, and literal loads.
ldr x0, [x1, x2, lsl #3]
ldr w3, [x1, w4, uxtw #2]
ldrsw x5, [x1, w6, sxtw #2]
ldrh w7, [x1, x8, lsl #1]
ldrb w9, [x1, x10]
str x0, [x11, x12]
prfm pldl1keep, [x1, #256]
ldur x13, [x1, #-3]
ldr x14, .Lpool
adr x15, .Lpool
.Lpool:
