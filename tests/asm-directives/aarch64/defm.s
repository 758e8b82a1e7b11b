.macro mm
zzzq2 x0
.endm
