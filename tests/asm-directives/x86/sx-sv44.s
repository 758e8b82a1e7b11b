.section "q r"
.set "q r", 1
nop
