.cfi_sections .debug_frame
add x0, x1, x2
