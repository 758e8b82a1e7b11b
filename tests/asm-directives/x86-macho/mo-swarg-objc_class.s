.objc_class 1
nop
