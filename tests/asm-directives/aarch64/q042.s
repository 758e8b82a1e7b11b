.type f,@gnu_unique_object
add x0, x1, x2
