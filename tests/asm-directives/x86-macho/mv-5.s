.build_version ios, 13, 0 sdk_version 14, 0
nop
