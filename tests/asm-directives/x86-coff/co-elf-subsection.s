.subsection foo
nop
