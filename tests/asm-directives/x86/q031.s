.subsection x
nop
