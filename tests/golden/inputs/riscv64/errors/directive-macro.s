# .macro, .irp and .error carry over to RISC-V (the assembler's own directives).
.macro step r
  mul \r, \r, a1
.endm
.irp r, a2, a3
  step \r
.endr
.error "after the loop"
