.ios_version_min 13, 0
nop
