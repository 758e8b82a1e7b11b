.file 1 "a.c"
.loc 1 2 3 is_stmt 0 isa 2 discriminator 4 view 5
add x0, x1, x2
