# Macro and repetition errors, located as the assembler locates them.
.macro need a:req, b
  addl \a, \b
.endm
need
need %eax, %ebx, %ecx
need b=%eax
.endr
.endm
.rept -2
  nop
.endr
.macro body_error x
  foo\@ \x
.endm
body_error %eax
.rept 2
  bar
.endr
.purgem nosuch
.rept 1
.rept 1
