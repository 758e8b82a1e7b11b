.safeseh 1
nop
