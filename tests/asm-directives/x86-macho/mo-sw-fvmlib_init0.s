.fvmlib_init0
nop
