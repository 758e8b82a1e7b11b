.cfi_offset 6
add x0, x1, x2
