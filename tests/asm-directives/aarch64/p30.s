.include "endm.s"
nop
