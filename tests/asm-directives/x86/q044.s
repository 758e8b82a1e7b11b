.type f @function
nop
