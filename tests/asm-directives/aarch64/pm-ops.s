add x0, x0, #5 % 2
mov x0, #7%3
ldr x0, [x1, #10 % 4]
