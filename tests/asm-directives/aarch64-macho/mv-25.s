.build_version tvos, 13, 0
.build_version watchos, 1, 0
nop
