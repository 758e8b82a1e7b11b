.build_version iossimulator, 13, 0
nop
