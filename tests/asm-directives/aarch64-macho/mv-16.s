.macosx_version_min 10, 13
.ios_version_min 14, 0
nop
