.build_version bogus, 13, 0
nop
