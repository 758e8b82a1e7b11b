.ios_version_min 13, 0
nop
.ios_version_min 14, 0
nop
