.fvmlib_init0 1
nop
