.build_version macos, 13, 0, 1
nop
