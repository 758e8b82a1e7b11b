.ios_version_min 13, 0
.ios_version_min 14, 0
.ios_version_min 15, 0
nop
