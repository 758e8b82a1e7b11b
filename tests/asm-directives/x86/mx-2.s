.type foo, %object
foo:
nop
