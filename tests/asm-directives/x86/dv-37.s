.file 1 "a.c"
.loc 1 2 3 discriminator x
addq %rax, %rbx
