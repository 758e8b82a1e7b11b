.fvmlib_init1 1
nop
