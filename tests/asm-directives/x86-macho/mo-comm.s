.comm _x,8,3
.lcomm _y,8,3
nop
