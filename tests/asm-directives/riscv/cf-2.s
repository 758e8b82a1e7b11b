.cfi_def_cfa_offset 16
add a0, a1, a2
