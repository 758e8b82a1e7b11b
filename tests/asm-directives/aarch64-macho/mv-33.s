.ios_version_min 13, 0
.build_version macos, 13, 0
nop
