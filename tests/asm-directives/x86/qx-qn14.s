.type "f g", @function
nop
