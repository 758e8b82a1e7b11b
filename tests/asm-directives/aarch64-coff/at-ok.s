add x0, x0, foo@PAGEOFF
add x0, x0, foo@pageoff
ldr x0, [x0, foo@PAGEOFF]
adrp x0, foo
mov x0, foo@PAGEOFF
.word foo@IMGREL
.word foo@imgrel+4
.xword "a b"@imgrel
add x0, x0, "q"@PAGEOFF
