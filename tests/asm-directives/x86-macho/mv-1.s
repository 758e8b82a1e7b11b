.macosx_version_min 10, 13
nop
