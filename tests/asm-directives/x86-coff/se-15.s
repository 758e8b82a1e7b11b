.seh_endfunclet
nop
