.build_version macos, 13, 0
.build_version bridgeos, 1, 0
nop
