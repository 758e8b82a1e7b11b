.pushsection .x, "a", %note
.popsection
nop
