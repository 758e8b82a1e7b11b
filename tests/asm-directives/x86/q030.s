.subsection 1
nop
