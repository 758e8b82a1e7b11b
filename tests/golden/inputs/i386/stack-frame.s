# 32-bit mode by hand: frames, pushes of every kind, near and indirect
# calls, the one-byte inc/dec, absolute moves through the accumulator,
# string instructions and the mode's aliases (push, ret, jmp *mem).
push %ebp
movl %esp, %ebp
pushl $1
pushl $100000
push 8(%ebp)
pushfl
popfl
incl %eax
decl %ecx
incw %dx
movl foo, %eax
movl %eax, bar+4
movb %gs:20, %al
movl foo, %ebx
call foo
call *%eax
call *8(%ebp)
jmp *.Ltab(,%eax,4)
rep movsl
stosb
lodsl
leal 4(%esp), %ecx
leave
ret $8
