.macosx_version_min 10, 13
.macosx_version_min 10, 14
nop
