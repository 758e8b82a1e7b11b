.type f,@gnu_unique_object
add a0, a1, a2
