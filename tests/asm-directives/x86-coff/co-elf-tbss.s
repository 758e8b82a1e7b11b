.tbss foo
nop
