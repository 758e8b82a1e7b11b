.build_version macos, 13, 0
.byte %1
nop
