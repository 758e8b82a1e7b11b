.build_version tvossimulator, 13, 0
.build_version watchossimulator, 1, 0
.build_version xrsimulator, 1, 0
nop
