.type f,@gnu_indirect_function
add x0, x1, x2
