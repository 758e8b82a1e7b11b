.macosx_version_min 10, 13 x
.macosx_version_min 10, 14
nop
