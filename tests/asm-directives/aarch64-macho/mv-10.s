.build_version macCatalyst, 13, 0
nop
