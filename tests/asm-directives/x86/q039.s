.type f,@tls_object
nop
