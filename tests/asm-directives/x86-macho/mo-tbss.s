.tbss _x$tlv$init, 8, 3
nop
