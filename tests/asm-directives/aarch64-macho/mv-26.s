.macosx_version_min 10, 13, 1
.macosx_version_min 10, 13 x
nop
