l: .macosx_version_min 10, 13
m: .macosx_version_min 10, 14
nop
