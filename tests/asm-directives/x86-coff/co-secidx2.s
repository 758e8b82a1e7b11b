.secidx foo bar
nop
