.type foo
add a0, a1, a2
