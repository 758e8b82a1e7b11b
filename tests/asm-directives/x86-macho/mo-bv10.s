.build_version
nop
