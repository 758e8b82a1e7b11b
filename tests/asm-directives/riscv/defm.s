.macro mm
zzzq2 a0
.endm
