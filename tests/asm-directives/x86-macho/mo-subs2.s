.subsections_via_symbols 1
nop
