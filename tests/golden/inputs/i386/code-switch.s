# .code32/.code16/.code64 in an x86-64 input (x86_64 triple): the mode
# changes which opcodes are picked; CALLpcrel32 still prints as callq.
.code32
pushl %ebp
incl %eax
call foo
ret
movl foo, %eax
.code16
push %ax
incw %ax
movw %ax, %bx
.code64
pushq %rax
incl %eax
movl foo, %eax
