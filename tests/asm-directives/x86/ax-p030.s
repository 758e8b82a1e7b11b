.elseif 1
nop
