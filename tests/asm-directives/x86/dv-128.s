.section __libc_freeres_ptrs, "aw", %nobits
addq %rax, %rbx
