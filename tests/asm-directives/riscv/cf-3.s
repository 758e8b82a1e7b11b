.cfi_def_cfa_offset x
add a0, a1, a2
