# x87 arithmetic on the register stack.
fld %st(0)
fadd %st(1), %st
fmul %st(2), %st
fsubp %st, %st(1)
fdivr %st(3), %st
fsqrt
fxch %st(1)
fchs
fabs
fcomip %st(1), %st
