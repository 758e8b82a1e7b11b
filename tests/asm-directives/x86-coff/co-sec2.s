.section .rdata,"dr",discard,__real@3f800000
nop
