.dump "x"
.load "y"
nop
