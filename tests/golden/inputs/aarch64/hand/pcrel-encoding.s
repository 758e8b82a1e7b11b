// PC-relative operands: labels, the location counter, literal loads.
top:
  ldr x2, table
  ldr q0, .-8
  ldrsw x1, .+16
  prfm pldl1keep, top
  adr x5, top
  adrp x6, top
  add x7, x7, :lo12:top
  ldr x9, [x10, :lo12:.Lconst]
  cbz x3, next
  tbnz w4, #3, top
  tbz x1, #40, .+8
  cbnz w1, 1f
1:
  subs x0, x0, #1
  b.ne top
next:
  b .
  b . - 4
  b #16
  adr x8, .+12
  bl helper
table:
