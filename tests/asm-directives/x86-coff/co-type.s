.type foo,@function
nop
