pause
nop
ret x1
