.build_version macos, 0, 0
nop
