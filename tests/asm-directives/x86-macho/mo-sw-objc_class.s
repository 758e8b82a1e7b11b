.objc_class
nop
