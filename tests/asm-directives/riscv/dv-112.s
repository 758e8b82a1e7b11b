.type foo, @bar
add a0, a1, a2
