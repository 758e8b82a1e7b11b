.long %st
nop
