.macro m a:vararg
.ascii \a
.endm
m "x", "y"
nop
