.mod_term_func 1
nop
