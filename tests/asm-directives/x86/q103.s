.print hello
nop
