# -show-encoding under .code32 in a 64-bit target: llvm-mca 22 encodes with the 64-bit emitter
.code32
movl foo, %eax
movl (%eax), %ecx
movl 8(%ebx,%esi,4), %edx
movl %eax, foo
movl %eax, 4(%esp)
addl $1, foo
movl (%bx,%si), %eax
movw (%eax), %ax
movb foo, %al
movss (%eax), %xmm0
movss foo, %xmm1
lock incl (%eax)
incl %fs:(%eax)
incl %fs:foo
movsb
rep movsb
lodsl
stosw
jecxz 1f
loop 1f
1:
vaddps (%eax), %ymm0, %ymm1
vaddps foo, %ymm0, %ymm1
pushl foo
call *foo
call *(%eax)
leal 4(%eax), %ecx
leal foo, %ecx
movl %eax, %ecx
incl %eax
nop
xlatb
fldl foo
cmpxchg8b (%eax)
movb %gs:20, %al
movl %fs:foo, %eax
rep movsb %fs:(%esi), %es:(%edi)
lodsb %fs:(%esi), %al
movl %fs:(%ebx), %eax
movl %eax, %gs:4(%ebx,%ecx,2)
