.cfi_def_cfa_offset x
add x0, x1, x2
