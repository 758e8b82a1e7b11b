.type f,@gnu_unique_object
nop
