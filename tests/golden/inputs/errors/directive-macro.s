# .macro with positional, named and default arguments, \@ and \(), a macro
# defining a macro, .exitm and .purgem.
.macro madd dst, src=%eax, scale:req
  leal (\src,\src,\scale), \dst
.endm
.macro twice op
  \op %eax, %ebx
  \op\()l %ecx, %edx
.endm
.macro outer
.macro inner r
  incl \r
.endm
.endm
.macro early r
  negl \r
.exitm
  notl \r
.endm
madd %ebx, scale=4
madd %ecx, %edx, 2
twice add
twice sub
outer
inner %esi
early %edi
.purgem early
.macro early r
  decl \r
.endm
early %edi
