.type foo, STT_FUNC
add x0, x1, x2
