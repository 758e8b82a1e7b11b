.fvmlib_init1
nop
