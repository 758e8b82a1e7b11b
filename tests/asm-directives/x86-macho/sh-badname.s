.seh_pushreg %foo
nop
