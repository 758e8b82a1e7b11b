.cfi_def_cfa_offset 16
add x0, x1, x2
