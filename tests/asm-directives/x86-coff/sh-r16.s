.seh_pushreg %r16
nop
