.section .rdata,"dr",discard,
nop
