.ios_version_min 14, 0
.macosx_version_min 10, 13
nop
