.cfi_def_cfa 7, 8
add x0, x1, x2
