.section __libc_freeres_ptrs, "aw", %nobits
add a0, a1, a2
