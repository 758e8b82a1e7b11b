.build_version macOS, 13, 0
nop
