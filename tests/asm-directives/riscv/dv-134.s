.local foo
.comm foo,4,4
add a0, a1, a2
