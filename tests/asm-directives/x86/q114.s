.cfi_sections .debug_frame
nop
