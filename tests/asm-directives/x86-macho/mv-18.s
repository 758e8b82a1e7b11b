nop
.ios_version_min 14, 0
nop
