.type foo, @function
add x0, x1, x2
