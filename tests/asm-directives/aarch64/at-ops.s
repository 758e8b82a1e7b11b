b foo@dtprel
b foo@PAGEOFF
b foo@imgrel
.word foo@XYZ
.word foo@plt
.word foo@GOTPCREL
.word foo@dtprel
.xword foo@PAGE
.word "a b"@PLT
adrp x0, "a b"@PAGE
