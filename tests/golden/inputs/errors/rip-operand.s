# %rip where it is no base register: LLVM's parser refuses it as an operand and as an index
mov %eip, %eax
mov (%eip), %eax
mov %rip, %rax
leaq (%rax,%rip), %rax
mov %ip, %ax
push %rip
