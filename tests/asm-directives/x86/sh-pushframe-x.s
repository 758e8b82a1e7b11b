.seh_pushframe 1
nop
