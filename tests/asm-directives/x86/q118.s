.abort "msg"
nop
