.protected foo
add x0, x1, x2
