.build_version macos, 13, 300
nop
