.linker_option "a"
nop
