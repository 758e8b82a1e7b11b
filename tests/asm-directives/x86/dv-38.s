.file 1 "a.c"
.loc 1 2 3 discriminator 1<<40
addq %rax, %rbx
