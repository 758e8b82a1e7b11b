.type f,STT_FUNC
nop
