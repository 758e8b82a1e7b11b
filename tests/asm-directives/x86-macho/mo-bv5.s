.build_version ios, 13, 0
nop
