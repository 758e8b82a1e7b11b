.section .rdata,"dr",1
nop
