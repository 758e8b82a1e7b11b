.ORG 1 2
nop
