sxtb sp, w1
sxtb w1
sxtb w1, x2
sxtb x1, #1
sxtb x1, wsp
sxtw w1, w2
sxtw x1, sp
uxtb w1, x2
uxtb wsp, w1
uxtb x1, #1
uxtb x1, x2
uxth x1, x2
uxtw sp, w3
uxtw w1, #1
uxtw w1, w2
uxtw x1, #1
uxtw x1, w2, lsl #1
uxtw x1, wsp
uxtw x3
