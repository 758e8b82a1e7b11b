.ifnc a,b
.error "nc"
.endif
nop
