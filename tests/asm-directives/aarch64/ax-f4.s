x: .file 1 "a.c"
x2: .file 1 "b.c"
nop
