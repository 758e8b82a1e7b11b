# -show-encoding under .code16 in a 64-bit target: llvm-mca 22 encodes with the 64-bit emitter
# (0x66 by OpSize16/OpSize32, displacement-only addresses as SIB + disp32, REX.W)
.code16
pushw %ax
pushl %eax
incw %ax
incl %eax
movw %ax, %bx
movl %eax, %ebx
movl foo, %eax
movw foo, %ax
movb foo, %al
movw %ax, foo
movw foo, %bx
movl foo, %ebx
addw $1, foo
addl $1, foo
addw $1000, foo
movw 0x1234, %bx
movw -2, %bx
movw 0x8000, %bx
movw (%bx,%si), %ax
movl (%bx,%si), %eax
movw 4(%bp), %ax
movw 1000(%bx), %ax
movw (%eax), %ax
movl (%eax), %eax
movl 8(%ebx,%esi,4), %edx
movsb
movsw
movsl
rep movsw
lodsw
stosl
cmpsw
scasl
jcxz 1f
jecxz 1f
loop 1f
1:
jmp 1b
jmp foo
je foo
call foo
calll foo
call *%ax
call *foo
call *(%bx)
ret
retl
lret
iret
pusha
pushal
popf
pushfl
lock incw (%bx)
lock incl (%bx)
incw %fs:(%bx)
incw %fs:foo
movw %fs:foo, %ax
popcntw %ax, %bx
popcntl %eax, %ebx
lzcntw (%bx), %ax
movss (%bx), %xmm0
movss foo, %xmm1
vaddps (%bx), %ymm0, %ymm1
vaddps foo, %ymm0, %ymm1
addw $foo, %ax
addw $foo, %bx
pushw $foo
pushl $foo
push $foo
imulw $foo, %bx, %cx
cbw
cwde
cwd
cdq
movzbw %al, %ax
movzbl %al, %eax
movsbl (%bx), %eax
leaw 4(%bx), %ax
leal 4(%bx), %eax
leaw foo, %ax
leal foo, %eax
ljmp $0x7c0, $foo
lcall $0x7c0, $foo
inw %dx, %ax
inl %dx, %eax
outw %ax, $0x80
xchgw %ax, %bx
xlatb
nop
hlt
int $0x10
movw %ax, %ds
movw %ds, %ax
movl %ds, %eax
movw %ds, (%bx)
smsww %ax
smsw (%bx)
bswapl %eax
cmpxchg8b (%bx)
fldl foo
fnstsw %ax
start:
call start
call end
calll end
jmp end
jmp start
je start
jne end
loop start
jcxz start
movw $(end-start), %ax
movl $(end-start), %eax
addw $(end-start), %bx
addw $(end-start), foo
movw (end-start), %ax
movw end-start(%bx), %ax
movw start, %ax
movw start, %bx
leaw start, %si
pushw $start
pushl $start
lgdtw start
lgdtl start
lidtw (%bx)
ljmp $0, $start
ljmpl $0, $start
call start
rep stosb
rep stosw
repne scasb
lock xaddw %ax, (%bx)
movw 0x12345, %bx
movw %es:(%di), %ax
movw %cs:4(%bp,%si), %ax
movl %cr0, %eax
movl %eax, %cr0
retw $4
retl $4
outsw
insl
end:
nop
cvtsi2sdq (%bx,%si), %xmm1
cvtsi2sdq foo, %xmm1
pextrq $1, %xmm1, foo
notrack callw *(%bx,%si)
notrack callw *%cx
xbegin foo
movl %eax, %ds
movw %ax, %es
mov %eax, %ss
{evex} popcntw (%bx,%si), %cx
