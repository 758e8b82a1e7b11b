.cfi_def_cfa 7, 8
add a0, a1, a2
