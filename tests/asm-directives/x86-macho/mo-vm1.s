.macosx_version_min 10, 15
nop
