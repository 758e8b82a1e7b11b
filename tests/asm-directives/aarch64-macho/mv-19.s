.ios_version_min 14, 0
.ios_version_min 14, 0 sdk_version 1, 2
nop
