.globl "a b"
"a b":
"a b":
nop
