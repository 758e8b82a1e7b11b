.type f,@gnu_indirect_function
nop
