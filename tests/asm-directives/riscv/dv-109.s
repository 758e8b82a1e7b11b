.type foo, %function
add a0, a1, a2
