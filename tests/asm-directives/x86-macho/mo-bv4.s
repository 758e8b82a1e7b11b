.build_version macos 13
nop
