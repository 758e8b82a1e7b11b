.linker_option "-lz"
.linker_option "-lz", "-lm"
nop
