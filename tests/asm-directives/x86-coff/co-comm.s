.comm x,8,3
nop
