// Barriers, system registers and hints.
dmb ish
ldr x0, [x1]
dsb sy
str x0, [x2]
isb
mrs x3, tpidr_el0
mrs x4, cntvct_el0
msr tpidr_el0, x3
mrs x5, fpcr
nop
yield
dmb ishld
