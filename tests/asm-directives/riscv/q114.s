.cfi_sections .debug_frame
add a0, a1, a2
