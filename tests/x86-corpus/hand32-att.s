# 32-bit mode (i386 triple): hand-written AT&T lines, one instruction a line.
pushl %ebp
popl %ebp
push %eax
pop %eax
pushw %ax
popw %ax
pushl $1
pushl $100000
push $1
pushl 8(%esp)
popl (%eax)
pushl %cs
pushl %ds
pushl %es
pushl %ss
pushl %fs
pushl %gs
popl %ds
popl %es
popl %ss
push %ds
pushal
popal
pusha
popa
pushfl
popfl
pushf
popf
call foo
calll foo
call *%eax
calll *%eax
call *(%eax)
call *4(%esp)
jmp foo
jmp *%eax
jmpl *%eax
jmp *(%eax,%ecx,4)
jmp *.L4(,%eax,4)
ljmp $0x10, $0x1000
lcall $0x10, $0x1000
ret
retl
ret $4
retw
lret
iret
leave
enter $8, $0
incl %eax
decl %eax
incw %ax
decw %ax
inc %ecx
dec %esi
incl (%eax)
aaa
aas
daa
das
aam
aad
into
bound %eax, (%ebx)
arpl %ax, %bx
lds (%eax), %ebx
les (%eax), %ebx
salc
jecxz foo
jcxz foo
loop foo
cltd
cwtl
cbtw
movsl
movsb
stosl
rep stosl
rep movsl
lodsl
scasl
cmpsl
movl %cr0, %eax
movl %eax, %cr3
movl %dr0, %eax
lgdtl (%eax)
lidtl (%eax)
sgdtl (%eax)
sidtl (%eax)
lgdt (%eax)
sgdt (%eax)
movl foo, %eax
movl %eax, foo
movl $foo, %eax
leal foo(,%eax,4), %ecx
movl %gs:20, %eax
movl %gs:0, %eax
xorl %gs:20, %edx
movl (%bx,%si), %eax
movw (%bp), %ax
movl 4(%esp), %eax
movl -8(%ebp), %eax
movzbl %al, %eax
movzwl (%eax), %ecx
movsbl %cl, %edx
imull $12, %eax, %ecx
cmovel %eax, %ebx
sete %al
setne %bl
xchgl %eax, %ebx
cmpxchgl %ecx, (%edx)
lock cmpxchg8b (%esi)
bswapl %eax
fldl 8(%esp)
fstpl (%esp)
fildl (%esp)
fistpll (%esp)
fnstcw 2(%esp)
fldcw (%esp)
sysenter
sysexit
int $0x80
movd %eax, %xmm0
movd %xmm0, %eax
movq %xmm0, (%esp)
movq (%esp), %xmm1
movq %xmm0, %xmm1
pinsrd $1, %eax, %xmm0
pextrd $1, %xmm0, %eax
cvtsi2sdl %eax, %xmm0
cvtsi2sd %eax, %xmm0
cvttsd2si %xmm0, %eax
vmovd %eax, %xmm0
vpbroadcastd %xmm0, %ymm1
vmovdqu (%eax), %ymm0
vaddps %ymm0, %ymm1, %ymm2
vaddps (%eax,%ecx,4), %zmm1, %zmm2
kmovw %eax, %k1
movd %mm0, %eax
movq %mm0, %mm1
paddd %mm0, %mm1
emms
nop
nopl (%eax)
nopw (%eax,%eax)
data16 nop
addr16 movl (%eax), %ebx
ud2
rdtsc
cpuid
hlt
pause
# rejected in 32-bit mode
pushq %rax
popq %rax
movq %rax, %rbx
movl %r8d, %eax
movb %sil, %al
cqto
cltq
movl (%rip), %eax
movsq
stosq
callq foo
pushfq
iretq
movq $1, (%eax)
addq $1, %rax
vaddps %xmm8, %xmm0, %xmm1
swapgs
syscall
sysretl
