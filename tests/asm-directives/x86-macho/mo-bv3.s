.build_version foo, 13, 0
nop
