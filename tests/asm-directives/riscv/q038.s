.type f,@gnu_indirect_function
add a0, a1, a2
