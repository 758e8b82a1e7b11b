.build_version macos, 13, 0
.build_version macos, 14, 0
nop
