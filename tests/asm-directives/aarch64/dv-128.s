.section __libc_freeres_ptrs, "aw", %nobits
add x0, x1, x2
