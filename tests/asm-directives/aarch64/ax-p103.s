.ascii "abc
nop
