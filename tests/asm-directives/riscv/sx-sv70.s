.x = 5
.long .x
.skip .x
nop
