"foo bar":
.long "foo bar"
nop
