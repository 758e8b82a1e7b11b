.string "\q"
nop
