.mod_term_func
nop
