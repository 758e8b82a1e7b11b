.type f,@tls_object
add a0, a1, a2
