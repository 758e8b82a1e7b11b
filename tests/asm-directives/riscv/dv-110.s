.type foo, STT_FUNC
add a0, a1, a2
