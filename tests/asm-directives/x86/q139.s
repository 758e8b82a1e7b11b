.att_syntax
nop
