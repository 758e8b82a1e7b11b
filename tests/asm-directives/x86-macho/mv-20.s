.macosx_version_min 10,1
.ios_version_min 1,1
.tvos_version_min 1,1
.watchos_version_min 1,1
nop
