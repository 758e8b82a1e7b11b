.tlv 1
nop
