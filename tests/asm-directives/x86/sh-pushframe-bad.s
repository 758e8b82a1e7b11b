.seh_pushframe @foo
nop
