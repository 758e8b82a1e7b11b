.section foo bar
nop
