.build_version macos, 13, 0
.macosx_version_min 10, 14
nop
