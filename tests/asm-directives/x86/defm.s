.macro mm
bad2 %rax
.endm
