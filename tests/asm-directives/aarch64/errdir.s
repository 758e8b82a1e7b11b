.byte 300
.error "x"
