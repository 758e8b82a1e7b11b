.section .rdata,"dr",discard sym
nop
