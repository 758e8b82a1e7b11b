.section
nop
