.tdata foo
nop
