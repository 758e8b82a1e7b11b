.seh_pushframe @
nop
