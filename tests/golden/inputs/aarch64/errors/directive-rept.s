// .rept and .macro carry over to AArch64 (the assembler's own directives).
.rept 2
  madd x0, x1, x2, x0
.endr
.macro acc r
  add \r, \r, x3
.endm
acc x4
acc x5
