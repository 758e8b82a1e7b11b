.section .rdata,"dr",bogus,sym
nop
