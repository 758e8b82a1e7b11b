.type foo, "function"
foo:
nop
