.file 1 "a.c"
.loc 1 2 3 discriminator -3
addq %rax, %rbx
