.private_extern _foo
.globl _bar
_bar:
nop
