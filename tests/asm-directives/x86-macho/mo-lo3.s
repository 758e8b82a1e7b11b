.linker_option "-lz" "-lm"
nop
