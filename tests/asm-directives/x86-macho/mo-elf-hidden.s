.hidden foo
nop
