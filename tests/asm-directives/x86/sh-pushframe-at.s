.seh_pushframe @code
nop
