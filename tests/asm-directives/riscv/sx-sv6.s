.set .text.foo, 1
nop
