.build_version firmware, 13, 0
.build_version sepOS, 1, 0
.macosx_version_min 10,1
nop
