.type f,@tls_object
add x0, x1, x2
