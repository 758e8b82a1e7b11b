add x0, x0, foo@PAGEOFF
add x0, x0, foo@pageoff
ldr x0, [x0, foo@PAGEOFF]
adrp x0, foo@PAGE
adrp x0, foo
add x0, x0, foo@xyz
ldr x0, [x0, foo@IMGREL]
mov x0, foo@PAGEOFF
.word foo@IMGREL
.word foo@imgrel+4
.xword __real@3f800000
