.type f,STT_FUNC
add x0, x1, x2
