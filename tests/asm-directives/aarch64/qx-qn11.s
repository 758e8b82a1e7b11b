"a":
"a":
nop
