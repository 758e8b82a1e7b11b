# smstart/smstop (MSR SVCR immediates) need no SME feature and are the SME
# instructions every model schedules; the other code runs around them.
smstart
add x1, x1, x2
smstart sm
mul x3, x1, x1
smstart za
ldr x4, [x3]
smstop za
add x1, x1, x4
smstop sm
smstop
