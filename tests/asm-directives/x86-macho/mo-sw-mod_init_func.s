.mod_init_func
nop
