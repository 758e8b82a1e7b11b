.tvos_version_min 13, 0
.watchos_version_min 5,0
nop
