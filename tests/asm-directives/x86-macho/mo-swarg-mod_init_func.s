.mod_init_func 1
nop
