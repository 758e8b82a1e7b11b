.weak foo
.hidden foo
add x0, x1, x2
