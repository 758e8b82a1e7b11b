.file "a.c"
.file 0 "/tmp" "a.c"
.file 1 "a.c"
.loc 1 5 27 view -0
.loc 1 6 3 view .LVU1
add x0, x1, x2
