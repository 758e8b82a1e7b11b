.type ,@function
nop
