.build_version driverkit, 19, 0
nop
