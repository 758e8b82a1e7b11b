.build_version macos, 13, 0 sdk_version 14, 0
nop
