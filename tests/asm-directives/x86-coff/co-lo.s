.linker_option "-lz"
nop
