# .set, .equ and = give symbols constant values from where they stand.
.set SHIFT, 3
.equ MASK, (1 << SHIFT) - 1
shll $SHIFT, %eax
andl $MASK, %eax
SHIFT = 5
shll $SHIFT, %eax
.rept SHIFT - 3
  addl $MASK, %ebx
.endr
.equiv MASK, 0
