.macosx_version_min 10
nop
