.build_version macos, 99999, 0
.build_version macos, 1, 0
nop
