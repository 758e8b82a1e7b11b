.destructor
nop
