.build_version xros, 1, 0
nop
