.linker_option 1
nop
