.tlv
nop
