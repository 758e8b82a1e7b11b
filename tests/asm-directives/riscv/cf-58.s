.cfi_offset 6
add a0, a1, a2
