.destructor 1
nop
