# Hand-written AT&T lines in the forms compilers and people write.
# One instruction per line; '#' lines are comments.  See README.md.
# --- size suffixes, unsuffixed mnemonics, implicit operands
add %eax, %ebx
addl %eax, %ebx
addq $1, %rax
add $1, %rax
add $1, (%rax)
addl $1, (%rax)
addb $1, (%rax)
addw $1, (%rax)
addq $1, (%rax)
add $0x7f, %eax
add $0x80, %eax
add $-128, %eax
add $-129, %eax
add $0x7fffffff, %rax
add $-1, %al
add $1000, %ax
addl $foo, %eax
addq $foo+4, %rax
movl $foo+4, %eax
movl $foo-8, %edi
movq $foo, %rax
movabsq $foo, %rax
movabs $0x123456789, %rax
mov $0x123456789, %rax
mov $0xffffffff, %rax
mov $-1, %rax
movl $-1, %eax
mov %eax, %ebx
movl %eax, %ebx
mov %rax, %rbx
mov %al, %bl
mov %ax, %bx
mov %ah, %bl
mov foo, %eax
mov foo(%rip), %eax
movl .L1(%rip), %eax
movq .LC0(%rip), %xmm0
movsd .LC1(%rip), %xmm1
leaq .L1(%rip), %rax
lea foo+16(%rip), %rdi
leal 4(%rax,%rbx,8), %ecx
lea (%rax,%rbx), %rcx
lea (,%rbx,4), %rcx
lea 0(,%rbx,8), %rcx
leaq -8(%rbp), %rsp
movl -4(%rbp), %eax
movl %edi, -20(%rbp)
movq %rsp, %rbp
movzbl (%rdi), %eax
movzbl %al, %eax
movzwl %ax, %eax
movzx %al, %eax
movzb %al, %eax
movzbw %al, %ax
movzbq %al, %rax
movsbl %al, %eax
movsbq (%rdi), %rax
movswl %ax, %eax
movslq %eax, %rax
movsx %al, %eax
movsxd %eax, %rax
movsx %eax, %rax
cltq
cqto
cltd
cwtl
cbtw
cqo
cdq
cdqe
cwde
shl %eax
shll %eax
shl $1, %eax
shl $2, %eax
shl %cl, %eax
shlq %cl, %rax
sal %eax
sal $3, %eax
sall %cl, (%rdi)
sar %eax
sarq $63, %rax
shr %rax
shrl $31, %eax
rol %eax
rolw $8, %ax
ror $7, %rax
rcl %eax
rcr $1, %ebx
shld $4, %eax, %ebx
shldl %cl, %eax, %ebx
shrd $4, %rax, %rbx
shrdq %cl, %rax, (%rdi)
inc %eax
incl (%rax)
dec %rax
neg %eax
not %rbx
imul %ebx
imul %ebx, %eax
imul $10, %ebx, %eax
imul $1000, %ebx, %eax
imulq $3, (%rdi), %rax
mul %rbx
div %ecx
idivl (%rdi)
idiv %rcx
test %eax, %eax
testb $1, %al
test $1, %al
testl $0x100, (%rdi)
test %al, (%rdi)
cmp $0, %rax
cmpq $0, (%rdi)
cmpb $10, (%rdi)
cmp %rax, %rbx
cmpl %eax, 8(%rsp)
xor %eax, %eax
xorl %eax, %eax
xorq %rax, %rax
and $-16, %rsp
andq $-16, %rsp
or $1, %al
orl $0x80000000, %eax
sbb %eax, %eax
adc $0, %rdx
xchg %eax, %ebx
xchg %rax, %rax
xchgl %eax, (%rdi)
bswap %eax
bswapq %rax
bsf %eax, %ecx
bsr %rax, %rcx
bt $3, %eax
btl %eax, (%rdi)
bts $5, %rax
btr %rcx, %rax
btc $1, %ax
setne %al
sete (%rdi)
setg %cl
seta %r8b
cmove %eax, %ebx
cmovneq %rax, %rbx
cmovb (%rdi), %eax
cmovnbe %eax, %ecx
cmovz %rax, %rcx
push %rbp
pushq %rbp
push $1
pushq $foo
push $0x12345
pushw %ax
pop %rbp
popq %rbx
pushfq
popfq
pushf
popf
leave
leaveq
ret
retq
ret $8
nop
nopl (%rax)
nopw 0(%rax,%rax,1)
nopw %cs:0(%rax,%rax,1)
xchg %ax, %ax
# --- branches
jmp .L1
jmp foo
jmp 0x1000
jmp 1f
jmp *%rax
jmpq *%rax
jmp *(%rax)
jmpq *8(%rax)
jmp *.L4(,%rax,8)
jmp *foo@GOTPCREL(%rip)
notrack jmp *%rax
notrack jmpq *(%rax,%rdx,8)
call foo
call foo@PLT
callq foo
call *%rax
call *(%rax)
callq *16(%rbx)
call *foo@GOTPCREL(%rip)
notrack call *%rax
je .L2
jne .L3
jz .L2
jnz .L3
jl foo
jnge foo
jb foo
jc foo
jnae foo
jae foo
jnc foo
ja foo
jnbe foo
jp foo
jpe foo
jnp foo
jpo foo
js foo
jns foo
jo foo
jno foo
jle foo
jng foo
jg foo
jge foo
jrcxz .L1
jecxz .L1
loop .L1
loope .L1
loopne .L1
bnd jmp foo
bnd ret
# --- prefixes and string ops
rep movsb
rep movsq
rep movsl
rep stosb
rep stosq
rep stosl %eax, %es:(%rdi)
rep movsb (%rsi), %es:(%rdi)
repe cmpsb
repz cmpsb
repne scasb
repnz scasb
rep lodsb
movsb
movsq
stosq
lodsq
cmpsq
scasl
movsl (%rsi), %es:(%rdi)
rep; movsb
lock; addl $1, (%rdi)
lock addl $1, (%rdi)
lock incl (%rdi)
lock xaddq %rax, (%rdi)
lock cmpxchgq %rcx, (%rdi)
lock cmpxchg16b (%rdi)
lock orq $0, (%rsp)
lock btsq $0, (%rdi)
lock decl 4(%rax)
lock xchg %eax, (%rdi)
xacquire lock addl $1, (%rdi)
xrelease lock addl $1, (%rdi)
xrelease movl $0, (%rdi)
data16
data16 nopw %cs:0(%rax,%rax,1)
.byte 0x66; nop
data16 data16 cs nopw 0(%rax,%rax,1)
addr32 call foo
addr32 movl (%eax), %ebx
movl (%eax), %ebx
movl %fs:0, %eax
movq %fs:0x28, %rax
movq %fs:40, %rax
movq %gs:(%rax), %rbx
mov %es:(%rdi), %al
movl %ds:4(%rax), %eax
mov %fs:foo@tpoff, %eax
movq foo@gottpoff(%rip), %rax
leaq foo@tlsgd(%rip), %rdi
movq %cs:8(%rip), %rax
cs nop
rex64
rex64 movq %rax, %rbx
{rex} movl %eax, %ebx
{load} movl %eax, %ebx
{store} movl %eax, %ebx
{disp32} movl 4(%rax), %ebx
{disp8} movl 4(%rax), %ebx
# --- SSE / AVX data movement and conversions compilers emit
movq %rax, %xmm0
movq %xmm0, %rax
movd %eax, %xmm0
movd %xmm0, %eax
movq %xmm1, %xmm0
movq (%rdi), %xmm0
movq %xmm0, (%rdi)
movd (%rdi), %xmm0
movd %mm0, %eax
movq %mm0, %rax
movq %rax, %mm0
vmovq %rax, %xmm0
vmovq %xmm0, %rax
vmovd %eax, %xmm1
movapd %xmm1, %xmm0
movaps (%rdi), %xmm0
movups %xmm0, 16(%rsp)
movdqa .LC2(%rip), %xmm0
movdqu (%rsi,%rcx), %xmm1
movss %xmm1, %xmm0
movss (%rdi), %xmm0
movsd %xmm1, %xmm0
movsd %xmm0, -8(%rbp)
movsl
movsd
movhps 8(%rdi), %xmm0
movlps %xmm0, (%rdi)
cvtsi2sd %eax, %xmm0
cvtsi2sdl %eax, %xmm0
cvtsi2sdq %rax, %xmm0
cvtsi2sd %rax, %xmm0
cvtsi2sdl (%rdi), %xmm0
cvtsi2ssq (%rdi), %xmm0
cvtsi2ss (%rdi), %xmm0
cvttsd2si %xmm0, %eax
cvttsd2si %xmm0, %rax
cvttsd2siq %xmm0, %rax
cvtss2sd %xmm0, %xmm0
cvtsd2ss (%rdi), %xmm1
vcvtsi2sd %eax, %xmm0, %xmm0
vcvtsi2sdl (%rdi), %xmm0, %xmm0
vcvtsi2sdq %rax, %xmm0, %xmm0
vcvtsi2ssl %eax, %xmm1, %xmm1
vcvtusi2sd %eax, %xmm0, %xmm0
vcvtusi2sdq %rax, %xmm0, %xmm0
vcvtusi2ssl (%rdi), %xmm0, %xmm0
vcvttsd2usi %xmm0, %eax
vcvttss2usi %xmm0, %rax
vcvtpd2dq %ymm0, %xmm1
vcvtpd2dqx (%rdi), %xmm1
vcvtpd2dqy (%rdi), %xmm1
vcvtpd2psx (%rdi), %xmm1
vcvtpd2ps %ymm0, %xmm1
cvtpd2dq %xmm0, %xmm1
pxor %xmm0, %xmm0
xorps %xmm0, %xmm0
xorpd %xmm1, %xmm1
vpxor %xmm0, %xmm0, %xmm0
vxorps %ymm0, %ymm0, %ymm0
vpxord %zmm0, %zmm0, %zmm0
vpxor %xmm16, %xmm16, %xmm16
pcmpeqd %xmm0, %xmm0
ucomisd %xmm1, %xmm0
comiss (%rdi), %xmm0
sqrtsd %xmm0, %xmm0
sqrtss (%rdi), %xmm1
andpd .LC3(%rip), %xmm0
addsd %xmm1, %xmm0
mulss %xmm2, %xmm0
divsd (%rdi,%rax,8), %xmm0
maxsd %xmm1, %xmm0
minss %xmm1, %xmm0
roundsd $9, %xmm0, %xmm0
pshufd $0, %xmm0, %xmm0
shufps $0xe4, %xmm1, %xmm0
unpcklps %xmm1, %xmm0
cmpltsd %xmm1, %xmm0
cmpsd $1, %xmm1, %xmm0
cmpnltps %xmm1, %xmm0
cmpps $4, %xmm1, %xmm0
vcmpltps %ymm1, %ymm2, %ymm3
vcmpeq_oqps %ymm1, %ymm2, %ymm3
vcmpps $0x1e, %ymm1, %ymm2, %ymm3
vcmpltps %zmm1, %zmm2, %k1
vcmpps $1, %zmm1, %zmm2, %k1 {%k2}
pinsrd $1, %eax, %xmm0
pextrq $1, %xmm0, %rax
pextrw $3, %xmm0, %eax
pinsrw $2, (%rdi), %xmm0
palignr $8, %xmm1, %xmm0
pshufb .LC4(%rip), %xmm0
pmovmskb %xmm0, %eax
movmskps %xmm0, %eax
ldmxcsr -4(%rsp)
stmxcsr (%rdi)
prefetcht0 (%rdi)
prefetchnta 64(%rsi)
prefetchw (%rdi)
clflush (%rdi)
mfence
lfence
sfence
pause
# --- AVX / AVX2 / FMA
vzeroupper
vzeroall
vmovaps %ymm0, %ymm1
vmovups (%rdi), %ymm0
vmovups %ymm0, (%rdi)
vmovdqu (%rsi,%rax), %ymm1
vmovdqa %ymm0, 32(%rsp)
vmovapd %xmm0, %xmm1
vbroadcastss (%rdi), %ymm0
vbroadcastss %xmm0, %ymm0
vbroadcastsd %xmm0, %ymm0
vpbroadcastd %xmm0, %ymm0
vpbroadcastb (%rdi), %ymm0
vpbroadcastq %rax, %zmm0
vpbroadcastd %eax, %ymm0
vaddps %ymm0, %ymm1, %ymm2
vaddps (%rdi), %ymm1, %ymm2
vaddpd 32(%rdi,%rax,8), %ymm1, %ymm2
vaddss %xmm0, %xmm1, %xmm2
vaddsd (%rdi), %xmm1, %xmm2
vmulps %ymm0, %ymm1, %ymm2
vdivpd %ymm0, %ymm1, %ymm2
vsqrtps %ymm0, %ymm1
vfmadd231ps %ymm0, %ymm1, %ymm2
vfmadd213sd (%rdi), %xmm1, %xmm2
vfmadd132pd %ymm0, %ymm1, %ymm2
vfnmadd231ss %xmm0, %xmm1, %xmm2
vfmsub213ps (%rdi), %ymm1, %ymm2
vfmaddsub231pd %ymm0, %ymm1, %ymm2
vpaddd %ymm0, %ymm1, %ymm2
vpaddq (%rdi), %ymm1, %ymm2
vpmulld %ymm0, %ymm1, %ymm2
vpcmpeqb (%rdi), %ymm1, %ymm2
vpmovmskb %ymm0, %eax
vpermq $0xd8, %ymm0, %ymm1
vpermd %ymm0, %ymm1, %ymm2
vperm2i128 $0x21, %ymm0, %ymm1, %ymm2
vperm2f128 $1, %ymm0, %ymm1, %ymm2
vinserti128 $1, %xmm0, %ymm1, %ymm2
vinsertf128 $1, (%rdi), %ymm1, %ymm2
vextracti128 $1, %ymm0, %xmm1
vextractf128 $1, %ymm0, (%rdi)
vpgatherdd %ymm2, (%rdi,%ymm1,4), %ymm0
vgatherdps %xmm2, (%rdi,%xmm1,4), %xmm0
vgatherqpd %ymm2, 8(%rdi,%ymm1,8), %ymm0
vpmaskmovd (%rdi), %ymm1, %ymm0
vmaskmovps %ymm0, %ymm1, (%rdi)
vpsllvd %ymm0, %ymm1, %ymm2
vpsrad $3, %ymm0, %ymm1
vpslldq $4, %ymm0, %ymm1
vpshufb %ymm0, %ymm1, %ymm2
vpblendvb %ymm0, %ymm1, %ymm2, %ymm3
vblendvps %ymm0, %ymm1, %ymm2, %ymm3
vpblendd $0xf0, %ymm0, %ymm1, %ymm2
vshufps $0x88, %ymm0, %ymm1, %ymm2
vunpcklpd %ymm0, %ymm1, %ymm2
vptest %ymm0, %ymm0
vtestps %ymm0, %ymm1
vroundps $1, %ymm0, %ymm1
vcvtdq2ps %ymm0, %ymm1
vcvttps2dq (%rdi), %ymm1
vcvtph2ps %xmm0, %ymm1
vcvtps2ph $0, %ymm0, %xmm1
vcvtps2ph $4, %ymm0, (%rdi)
vmovmskpd %ymm0, %eax
vpextrd $1, %xmm0, %eax
vpinsrq $1, %rax, %xmm0, %xmm1
vmovhps (%rdi), %xmm0, %xmm1
vmovddup %ymm0, %ymm1
vpalignr $8, %ymm0, %ymm1, %ymm2
{vex} vpdpbusd %ymm0, %ymm1, %ymm2
{vex} vpdpbusd %xmm0, %xmm1, %xmm2
vpdpbusd %ymm0, %ymm1, %ymm2
{evex} vpdpbusd %ymm0, %ymm1, %ymm2
{vex} vmovaps %xmm0, %xmm1
{vex2} vmovaps %xmm0, %xmm1
{vex3} vmovaps %xmm0, %xmm1
{evex} vmovaps %xmm0, %xmm1
{evex} vaddps %ymm0, %ymm1, %ymm2
{evex} vpaddd %xmm0, %xmm1, %xmm2
{vex} vpaddd %xmm0, %xmm1, %xmm2
# --- AVX-512: masks, zeroing, broadcasts, rounding, SAE
vaddps %zmm0, %zmm1, %zmm2
vaddps %zmm0, %zmm1, %zmm2 {%k1}
vaddps %zmm0, %zmm1, %zmm2 {%k1} {z}
vaddps %zmm0, %zmm1, %zmm2{%k1}{z}
vaddps (%rdi), %zmm1, %zmm2 {%k1}
vaddps (%rdi){1to16}, %zmm1, %zmm2
vaddps 4(%rdi){1to16}, %zmm1, %zmm2 {%k1} {z}
vaddpd (%rdi){1to8}, %zmm1, %zmm2
vaddpd (%rdi){1to4}, %ymm1, %ymm2
vaddpd (%rdi){1to2}, %xmm1, %xmm2
vaddps (%rdi){1to8}, %ymm17, %ymm18
vaddps {rn-sae}, %zmm0, %zmm1, %zmm2
vaddps {rd-sae}, %zmm0, %zmm1, %zmm2 {%k1}
vaddps {ru-sae}, %zmm0, %zmm1, %zmm2 {%k1} {z}
vaddps {rz-sae}, %zmm0, %zmm1, %zmm2
vaddsd {rn-sae}, %xmm0, %xmm1, %xmm2
vaddss {rz-sae}, %xmm0, %xmm1, %xmm2 {%k7}
vmaxps {sae}, %zmm0, %zmm1, %zmm2
vcmpps $0, {sae}, %zmm0, %zmm1, %k1
vucomiss {sae}, %xmm0, %xmm1
vcvtps2pd {sae}, %ymm0, %zmm1
vcvtpd2ps {rn-sae}, %zmm0, %ymm1
vcvtsi2sd %rax, {rn-sae}, %xmm0, %xmm1
vcvtsi2ss %eax, {rz-sae}, %xmm0, %xmm1
vcvttps2dq {sae}, %zmm0, %zmm1
vfmadd231ps {rn-sae}, %zmm0, %zmm1, %zmm2
vfmadd231ps (%rdi){1to16}, %zmm0, %zmm1 {%k1}
vfmadd213pd %zmm0, %zmm1, %zmm2 {%k1} {z}
vmovups (%rdi), %zmm0 {%k1} {z}
vmovups %zmm0, (%rdi) {%k1}
vmovdqu8 (%rdi), %zmm0 {%k1} {z}
vmovdqu16 %zmm0, %zmm1 {%k2}
vmovdqu32 (%rdi), %ymm0
vmovdqu64 %zmm0, (%rdi)
vmovdqa32 %zmm0, %zmm1 {%k1} {z}
vmovdqa64 (%rdi), %zmm31
vmovaps %zmm16, %zmm17
vmovaps %xmm16, %xmm17
vpaddd %zmm0, %zmm1, %zmm2 {%k1}
vpaddd (%rdi){1to16}, %zmm1, %zmm2
vpaddq (%rdi){1to8}, %zmm1, %zmm2 {%k3} {z}
vpandd %zmm0, %zmm1, %zmm2
vpandq (%rdi){1to8}, %zmm1, %zmm2
vpternlogd $0xff, %zmm0, %zmm0, %zmm0
vpternlogq $0x96, (%rdi){1to8}, %zmm1, %zmm2
vpcmpeqd %zmm0, %zmm1, %k1
vpcmpeqb %zmm0, %zmm1, %k1 {%k2}
vpcmpd $1, %zmm0, %zmm1, %k1
vpcmpltd %zmm0, %zmm1, %k1
vpcmpnleub %zmm0, %zmm1, %k1
vpcmpud $6, (%rdi){1to16}, %zmm1, %k1
vptestmd %zmm0, %zmm0, %k1
vptestnmb %zmm0, %zmm1, %k1 {%k2}
vpmovm2d %k1, %zmm0
vpmovd2m %zmm0, %k1
vpmovb2m %zmm0, %k1
vpmovdb %zmm0, %xmm1
vpmovdb %zmm0, (%rdi) {%k1}
vpmovusqw %zmm0, %xmm1 {%k1} {z}
vpmovzxbd (%rdi), %zmm0
vpmovsxwd %ymm0, %zmm1 {%k1}
vpermt2d %zmm0, %zmm1, %zmm2
vpermi2ps (%rdi){1to16}, %zmm1, %zmm2 {%k1}
vpermb %zmm0, %zmm1, %zmm2
vpermw %zmm0, %zmm1, %zmm2 {%k1} {z}
vpermps %zmm0, %zmm1, %zmm2
vpermpd $0x1b, %zmm0, %zmm1
vpcompressd %zmm0, (%rdi) {%k1}
vpcompressd %zmm0, %zmm1 {%k1} {z}
vexpandps (%rdi), %zmm0 {%k1} {z}
vpexpandb %zmm0, %zmm1 {%k1}
vcompresspd %zmm0, %zmm1 {%k1}
vpconflictd %zmm0, %zmm1
vplzcntq (%rdi){1to8}, %zmm1
vpopcntd %zmm0, %zmm1
vpopcntb %zmm0, %zmm1 {%k1}
vpshldd $3, %zmm0, %zmm1, %zmm2
vpshldvd %zmm0, %zmm1, %zmm2 {%k1}
vpdpbusd %zmm0, %zmm1, %zmm2
vpdpwssd (%rdi){1to16}, %zmm1, %zmm2
vpmultishiftqb %zmm0, %zmm1, %zmm2
vpshufbitqmb %zmm0, %zmm1, %k1
vgf2p8affineqb $0, %zmm0, %zmm1, %zmm2
vgf2p8mulb %zmm0, %zmm1, %zmm2 {%k1}
vaesenc %zmm0, %zmm1, %zmm2
vpclmulqdq $0x11, %zmm0, %zmm1, %zmm2
vrndscaleps $4, %zmm0, %zmm1
vrndscalepd $9, {sae}, %zmm0, %zmm1
vrndscaless $1, %xmm0, %xmm1, %xmm2 {%k1}
vgetexpps %zmm0, %zmm1
vgetmantpd $8, (%rdi){1to8}, %zmm1
vscalefps {rn-sae}, %zmm0, %zmm1, %zmm2
vfixupimmps $0, %zmm0, %zmm1, %zmm2
vrangepd $5, %zmm0, %zmm1, %zmm2
vreduceps $2, %zmm0, %zmm1
vfpclasspd $0x22, %zmm0, %k1
vfpclasspsz $1, (%rdi), %k1
vfpclasspsx $1, (%rdi), %k1
vfpclassps $1, (%rdi){1to16}, %k1
vrcp14ps %zmm0, %zmm1
vrsqrt14pd (%rdi), %zmm1 {%k1} {z}
vcvtudq2ps %zmm0, %zmm1
vcvtps2udq {rn-sae}, %zmm0, %zmm1
vcvtqq2pd %zmm0, %zmm1
vcvttpd2uqq %zmm0, %zmm1
vcvtuqq2psy (%rdi){1to4}, %xmm1
vcvtqq2psx %xmm0, %xmm1
vcvtneps2bf16 %zmm0, %ymm1
vcvtne2ps2bf16 %zmm0, %zmm1, %zmm2
vdpbf16ps %zmm0, %zmm1, %zmm2
vaddph %zmm0, %zmm1, %zmm2
vfmadd132ph {rn-sae}, %zmm0, %zmm1, %zmm2
vcvtph2psx %ymm0, %zmm1
vmovw %eax, %xmm0
vmovsh (%rdi), %xmm0 {%k1}
vbroadcastf32x4 (%rdi), %zmm0
vbroadcasti64x4 (%rdi), %zmm0
vbroadcasti32x2 %xmm0, %zmm1
vbroadcastsd %xmm0, %zmm1 {%k1} {z}
vbroadcastss (%rdi), %zmm1
vpbroadcastmw2d %k1, %zmm0
vextractf32x4 $1, %zmm0, %xmm1
vextracti64x4 $1, %zmm0, (%rdi)
vinsertf64x2 $3, %xmm0, %zmm1, %zmm2
vinserti32x8 $1, (%rdi), %zmm1, %zmm2
vshuff64x2 $0x44, %zmm0, %zmm1, %zmm2
vshufi32x4 $0, %zmm0, %zmm1, %zmm2
valignd $3, %zmm0, %zmm1, %zmm2
valignq $1, (%rdi){1to8}, %zmm1, %zmm2
vblendmps %zmm0, %zmm1, %zmm2 {%k1}
vpblendmb %zmm0, %zmm1, %zmm2 {%k1}
vgatherdps (%rdi,%zmm1,4), %zmm0 {%k1}
vpgatherqq 8(%rdi,%zmm1,8), %zmm0 {%k2}
vscatterdps %zmm0, (%rdi,%zmm1,4) {%k1}
vpscatterdd %zmm0, 64(%rdi,%zmm1,4) {%k1}
vp2intersectd %zmm0, %zmm1, %k2
vpsllq $1, %zmm0, %zmm1
vpsraq $63, (%rdi){1to8}, %zmm1
vpsravw %zmm0, %zmm1, %zmm2
vprold $7, %zmm0, %zmm1
vprorvq %zmm0, %zmm1, %zmm2
vpabsq %zmm0, %zmm1
vpmaxsq %zmm0, %zmm1, %zmm2
vpmullq %zmm0, %zmm1, %zmm2
vpsadbw %zmm0, %zmm1, %zmm2
vdbpsadbw $0, %zmm0, %zmm1, %zmm2
vsqrtpd {rz-sae}, %zmm0, %zmm1
vsqrtps (%rdi){1to16}, %zmm1 {%k1} {z}
kmovw %k1, %eax
kmovw %eax, %k1
kmovw (%rdi), %k1
kmovq %k1, %rax
kmovq %rax, %k1
kmovb %k1, (%rdi)
kmovd %k1, %k2
kandw %k1, %k2, %k3
kandnq %k1, %k2, %k3
korw %k1, %k2, %k3
kxorb %k1, %k2, %k3
kxnorw %k1, %k1, %k1
knotw %k1, %k2
kortestw %k1, %k1
kortestq %k1, %k2
ktestd %k1, %k2
kshiftlw $4, %k1, %k2
kshiftrq $32, %k1, %k2
kunpckbw %k1, %k2, %k3
kaddd %k1, %k2, %k3
# --- BMI / ADX / misc
andn %eax, %ebx, %ecx
bextr %eax, %ebx, %ecx
blsr %rax, %rbx
blsi (%rdi), %eax
blsmsk %eax, %ebx
bzhi %eax, %ebx, %ecx
sarx %eax, %ebx, %ecx
shlx %rax, (%rdi), %rcx
shrx %eax, %ebx, %ecx
rorx $5, %eax, %ebx
pdep %rax, %rbx, %rcx
pext %eax, (%rdi), %ecx
mulx %rax, %rbx, %rcx
lzcnt %eax, %ebx
tzcnt %rax, %rbx
tzcntl (%rdi), %eax
popcnt %eax, %ebx
popcntq (%rdi), %rax
adcx %rax, %rbx
adox %eax, %ebx
movbe (%rdi), %eax
movbe %rax, (%rdi)
crc32b %al, %eax
crc32q %rax, %rax
crc32l (%rdi), %eax
rdtsc
rdtscp
cpuid
xgetbv
syscall
int3
int $0x80
ud2
hlt
endbr64
xbegin .L1
xend
xabort $0xff
xtest
rdrand %eax
rdseed %rax
rdpkru
wrpkru
fxsave (%rdi)
fxsave64 (%rdi)
xsave (%rdi)
xsavec64 (%rdi)
xrstor (%rdi)
rdfsbase %rax
wrgsbase %rax
serialize
clwb (%rdi)
clflushopt (%rdi)
aesenc %xmm0, %xmm1
aesenclast (%rdi), %xmm1
aeskeygenassist $1, %xmm0, %xmm1
pclmulqdq $0x10, %xmm0, %xmm1
pclmullqhqdq %xmm0, %xmm1
sha256rnds2 %xmm0, %xmm1, %xmm2
sha256rnds2 %xmm1, %xmm2
sha1rnds4 $3, %xmm0, %xmm1
vaesenc %ymm0, %ymm1, %ymm2
# --- x87
fld %st(1)
fld %st
flds (%rdi)
fldl (%rdi)
fldt (%rdi)
fld1
fldz
fldpi
fild (%rdi)
filds (%rdi)
fildl (%rdi)
fildll (%rdi)
fildq (%rdi)
fistp (%rdi)
fistpll (%rdi)
fisttpl (%rdi)
fstp %st(0)
fstp %st(1)
fstpt (%rdi)
fstps (%rdi)
fstpl 8(%rsp)
fst %st(2)
fsts (%rdi)
fadd %st(1), %st
fadd %st, %st(1)
faddp
faddp %st, %st(1)
faddp %st(1)
fadds (%rdi)
faddl (%rdi)
fsub %st(1), %st
fsubp
fsubrp
fsubr %st, %st(1)
fmul %st(1)
fmulp %st, %st(1)
fdiv %st(1), %st
fdivp
fdivrp %st, %st(2)
fdivrl (%rdi)
fiaddl (%rdi)
fimuls (%rdi)
fxch
fxch %st(1)
fcomi %st(1), %st
fcomip %st(1), %st
fucomi %st(1), %st
fucomip
fucompp
fcom
fcomp %st(2)
ftst
fxam
fchs
fabs
fsqrt
fsin
fcos
fsincos
fptan
fpatan
fyl2x
f2xm1
fscale
frndint
fprem
fnstsw %ax
fnstsw (%rdi)
fstsw %ax
fnstcw (%rdi)
fldcw (%rdi)
fnclex
fninit
finit
fwait
wait
fcmove %st(1), %st
fcmovnbe %st(2), %st
ffree %st(3)
fincstp
fnop
# --- MMX
paddb %mm0, %mm1
pmaddwd (%rdi), %mm1
psllq $3, %mm0
emms
movq %mm0, (%rdi)
pshufw $0x1b, %mm0, %mm1
# --- expected errors (kept on purpose)
movl %rax, %ebx
addl $1, %xmm0
vaddps %zmm0, %ymm1, %ymm2
vaddps %zmm0, %zmm1, %zmm2 {%k0}
vaddps %zmm0, %zmm1, %zmm2 {z}
vaddps (%rdi){1to8}, %zmm1, %zmm2
mov (%rax,%rsp,2), %eax
movb %al, %sil, %dil
foo %eax
jmp %eax
lea %eax, %ebx
push %eax
movq %ah, %r8b
mov %ah, %r8b
fadd %st(1), %st(2)
shl $1, $2
movl $foo+, %eax
vpgatherdd %ymm1, (%rdi,%ymm1,4), %ymm1
kmovw %k1, %xmm0

# --- string instructions x sizes x rep prefixes (generated block)
movsb
movsb (%rsi), %es:(%rdi)
movsw
movsw (%rsi), %es:(%rdi)
movsl
movsl (%rsi), %es:(%rdi)
movsq
movsq (%rsi), %es:(%rdi)
stosb
stosb %al, %es:(%rdi)
stosw
stosw %ax, %es:(%rdi)
stosl
stosl %eax, %es:(%rdi)
stosq
stosq %rax, %es:(%rdi)
lodsb
lodsb (%rsi), %al
lodsw
lodsw (%rsi), %ax
lodsl
lodsl (%rsi), %eax
lodsq
lodsq (%rsi), %rax
cmpsb
cmpsb %es:(%rdi), (%rsi)
cmpsw
cmpsw %es:(%rdi), (%rsi)
cmpsl
cmpsl %es:(%rdi), (%rsi)
cmpsq
cmpsq %es:(%rdi), (%rsi)
scasb
scasb %es:(%rdi), %al
scasw
scasw %es:(%rdi), %ax
scasl
scasl %es:(%rdi), %eax
scasq
scasq %es:(%rdi), %rax
insb
insb %dx, %es:(%rdi)
insw
insw %dx, %es:(%rdi)
insl
insl %dx, %es:(%rdi)
outsb
outsb (%rsi), %dx
outsw
outsw (%rsi), %dx
outsl
outsl (%rsi), %dx
rep movsb
rep movsb (%rsi), %es:(%rdi)
rep movsw
rep movsw (%rsi), %es:(%rdi)
rep movsl
rep movsl (%rsi), %es:(%rdi)
rep movsq
rep movsq (%rsi), %es:(%rdi)
rep stosb
rep stosb %al, %es:(%rdi)
rep stosw
rep stosw %ax, %es:(%rdi)
rep stosl
rep stosl %eax, %es:(%rdi)
rep stosq
rep stosq %rax, %es:(%rdi)
rep lodsb
rep lodsb (%rsi), %al
rep lodsw
rep lodsw (%rsi), %ax
rep lodsl
rep lodsl (%rsi), %eax
rep lodsq
rep lodsq (%rsi), %rax
rep cmpsb
rep cmpsb %es:(%rdi), (%rsi)
rep cmpsw
rep cmpsw %es:(%rdi), (%rsi)
rep cmpsl
rep cmpsl %es:(%rdi), (%rsi)
rep cmpsq
rep cmpsq %es:(%rdi), (%rsi)
rep scasb
rep scasb %es:(%rdi), %al
rep scasw
rep scasw %es:(%rdi), %ax
rep scasl
rep scasl %es:(%rdi), %eax
rep scasq
rep scasq %es:(%rdi), %rax
rep insb
rep insb %dx, %es:(%rdi)
rep insw
rep insw %dx, %es:(%rdi)
rep insl
rep insl %dx, %es:(%rdi)
rep outsb
rep outsb (%rsi), %dx
rep outsw
rep outsw (%rsi), %dx
rep outsl
rep outsl (%rsi), %dx
repe movsb
repe movsw
repe movsl
repe movsq
repe stosb
repe stosw
repe stosl
repe stosq
repe lodsb
repe lodsw
repe lodsl
repe lodsq
repe cmpsb
repe cmpsw
repe cmpsl
repe cmpsq
repe scasb
repe scasw
repe scasl
repe scasq
repe insb
repe insw
repe insl
repe outsb
repe outsw
repe outsl
repne movsb
repne movsb (%rsi), %es:(%rdi)
repne movsw
repne movsw (%rsi), %es:(%rdi)
repne movsl
repne movsl (%rsi), %es:(%rdi)
repne movsq
repne movsq (%rsi), %es:(%rdi)
repne stosb
repne stosb %al, %es:(%rdi)
repne stosw
repne stosw %ax, %es:(%rdi)
repne stosl
repne stosl %eax, %es:(%rdi)
repne stosq
repne stosq %rax, %es:(%rdi)
repne lodsb
repne lodsb (%rsi), %al
repne lodsw
repne lodsw (%rsi), %ax
repne lodsl
repne lodsl (%rsi), %eax
repne lodsq
repne lodsq (%rsi), %rax
repne cmpsb
repne cmpsb %es:(%rdi), (%rsi)
repne cmpsw
repne cmpsw %es:(%rdi), (%rsi)
repne cmpsl
repne cmpsl %es:(%rdi), (%rsi)
repne cmpsq
repne cmpsq %es:(%rdi), (%rsi)
repne scasb
repne scasb %es:(%rdi), %al
repne scasw
repne scasw %es:(%rdi), %ax
repne scasl
repne scasl %es:(%rdi), %eax
repne scasq
repne scasq %es:(%rdi), %rax
repne insb
repne insb %dx, %es:(%rdi)
repne insw
repne insw %dx, %es:(%rdi)
repne insl
repne insl %dx, %es:(%rdi)
repne outsb
repne outsb (%rsi), %dx
repne outsw
repne outsw (%rsi), %dx
repne outsl
repne outsl (%rsi), %dx
repz movsb
repz movsw
repz movsl
repz movsq
repz stosb
repz stosw
repz stosl
repz stosq
repz lodsb
repz lodsw
repz lodsl
repz lodsq
repz cmpsb
repz cmpsw
repz cmpsl
repz cmpsq
repz scasb
repz scasw
repz scasl
repz scasq
repz insb
repz insw
repz insl
repz outsb
repz outsw
repz outsl
repnz movsb
repnz movsw
repnz movsl
repnz movsq
repnz stosb
repnz stosw
repnz stosl
repnz stosq
repnz lodsb
repnz lodsw
repnz lodsl
repnz lodsq
repnz cmpsb
repnz cmpsw
repnz cmpsl
repnz cmpsq
repnz scasb
repnz scasw
repnz scasl
repnz scasq
repnz insb
repnz insw
repnz insl
repnz outsb
repnz outsw
repnz outsl
movsb %fs:(%rsi), %es:(%rdi)
rep movsq (%esi), %es:(%edi)

# --- lock prefix x lockable instructions x sizes (generated block)
lock addb %cl, 8(%rdi)
lock addb $1, 8(%rdi)
lock addb $-1, (%rdi)
lock addw %cx, 8(%rdi)
lock addw $1, 8(%rdi)
lock addw $0x1000, (%rdi)
lock addl %ecx, 8(%rdi)
lock addl $1, 8(%rdi)
lock addl $0x1000, (%rdi)
lock addq %rcx, 8(%rdi)
lock addq $1, 8(%rdi)
lock addq $0x1000, (%rdi)
lock adcb %cl, 8(%rdi)
lock adcb $1, 8(%rdi)
lock adcb $-1, (%rdi)
lock adcw %cx, 8(%rdi)
lock adcw $1, 8(%rdi)
lock adcw $0x1000, (%rdi)
lock adcl %ecx, 8(%rdi)
lock adcl $1, 8(%rdi)
lock adcl $0x1000, (%rdi)
lock adcq %rcx, 8(%rdi)
lock adcq $1, 8(%rdi)
lock adcq $0x1000, (%rdi)
lock andb %cl, 8(%rdi)
lock andb $1, 8(%rdi)
lock andb $-1, (%rdi)
lock andw %cx, 8(%rdi)
lock andw $1, 8(%rdi)
lock andw $0x1000, (%rdi)
lock andl %ecx, 8(%rdi)
lock andl $1, 8(%rdi)
lock andl $0x1000, (%rdi)
lock andq %rcx, 8(%rdi)
lock andq $1, 8(%rdi)
lock andq $0x1000, (%rdi)
lock orb %cl, 8(%rdi)
lock orb $1, 8(%rdi)
lock orb $-1, (%rdi)
lock orw %cx, 8(%rdi)
lock orw $1, 8(%rdi)
lock orw $0x1000, (%rdi)
lock orl %ecx, 8(%rdi)
lock orl $1, 8(%rdi)
lock orl $0x1000, (%rdi)
lock orq %rcx, 8(%rdi)
lock orq $1, 8(%rdi)
lock orq $0x1000, (%rdi)
lock subb %cl, 8(%rdi)
lock subb $1, 8(%rdi)
lock subb $-1, (%rdi)
lock subw %cx, 8(%rdi)
lock subw $1, 8(%rdi)
lock subw $0x1000, (%rdi)
lock subl %ecx, 8(%rdi)
lock subl $1, 8(%rdi)
lock subl $0x1000, (%rdi)
lock subq %rcx, 8(%rdi)
lock subq $1, 8(%rdi)
lock subq $0x1000, (%rdi)
lock sbbb %cl, 8(%rdi)
lock sbbb $1, 8(%rdi)
lock sbbb $-1, (%rdi)
lock sbbw %cx, 8(%rdi)
lock sbbw $1, 8(%rdi)
lock sbbw $0x1000, (%rdi)
lock sbbl %ecx, 8(%rdi)
lock sbbl $1, 8(%rdi)
lock sbbl $0x1000, (%rdi)
lock sbbq %rcx, 8(%rdi)
lock sbbq $1, 8(%rdi)
lock sbbq $0x1000, (%rdi)
lock xorb %cl, 8(%rdi)
lock xorb $1, 8(%rdi)
lock xorb $-1, (%rdi)
lock xorw %cx, 8(%rdi)
lock xorw $1, 8(%rdi)
lock xorw $0x1000, (%rdi)
lock xorl %ecx, 8(%rdi)
lock xorl $1, 8(%rdi)
lock xorl $0x1000, (%rdi)
lock xorq %rcx, 8(%rdi)
lock xorq $1, 8(%rdi)
lock xorq $0x1000, (%rdi)
lock incb (%rdi)
lock incw (%rdi)
lock incl (%rdi)
lock incq (%rdi)
lock decb (%rdi)
lock decw (%rdi)
lock decl (%rdi)
lock decq (%rdi)
lock negb (%rdi)
lock negw (%rdi)
lock negl (%rdi)
lock negq (%rdi)
lock notb (%rdi)
lock notw (%rdi)
lock notl (%rdi)
lock notq (%rdi)
lock xaddb %cl, (%rdi)
lock xaddw %cx, (%rdi)
lock xaddl %ecx, (%rdi)
lock xaddq %rcx, (%rdi)
lock xchgb %cl, (%rdi)
lock xchgw %cx, (%rdi)
lock xchgl %ecx, (%rdi)
lock xchgq %rcx, (%rdi)
lock cmpxchgb %cl, (%rdi)
lock cmpxchgw %cx, (%rdi)
lock cmpxchgl %ecx, (%rdi)
lock cmpxchgq %rcx, (%rdi)
lock btsw %cx, (%rdi)
lock btsw $3, (%rdi)
lock btsl %ecx, (%rdi)
lock btsl $3, (%rdi)
lock btsq %rcx, (%rdi)
lock btsq $3, (%rdi)
lock btrw %cx, (%rdi)
lock btrw $3, (%rdi)
lock btrl %ecx, (%rdi)
lock btrl $3, (%rdi)
lock btrq %rcx, (%rdi)
lock btrq $3, (%rdi)
lock btcw %cx, (%rdi)
lock btcw $3, (%rdi)
lock btcl %ecx, (%rdi)
lock btcl $3, (%rdi)
lock btcq %rcx, (%rdi)
lock btcq $3, (%rdi)
lock cmpxchg8b (%rdi)
lock addl $1, %fs:(%rdi)
lock incq foo(%rip)
lock addl %eax, %ebx

# --- segment overrides (generated block)
movq %cs:8(%rax), %rbx
addl $1, %cs:(%rdi,%rcx,4)
movl %eax, %cs:0x10
leaq %cs:8(%rax), %rbx
cs movl (%rax), %ebx
movw %cs, %ax
movw %ax, %cs
movq %ds:8(%rax), %rbx
addl $1, %ds:(%rdi,%rcx,4)
movl %eax, %ds:0x10
leaq %ds:8(%rax), %rbx
ds movl (%rax), %ebx
movw %ds, %ax
movw %ax, %ds
movq %es:8(%rax), %rbx
addl $1, %es:(%rdi,%rcx,4)
movl %eax, %es:0x10
leaq %es:8(%rax), %rbx
es movl (%rax), %ebx
movw %es, %ax
movw %ax, %es
movq %fs:8(%rax), %rbx
addl $1, %fs:(%rdi,%rcx,4)
movl %eax, %fs:0x10
leaq %fs:8(%rax), %rbx
fs movl (%rax), %ebx
movw %fs, %ax
movw %ax, %fs
movq %gs:8(%rax), %rbx
addl $1, %gs:(%rdi,%rcx,4)
movl %eax, %gs:0x10
leaq %gs:8(%rax), %rbx
gs movl (%rax), %ebx
movw %gs, %ax
movw %ax, %gs
movq %ss:8(%rax), %rbx
addl $1, %ss:(%rdi,%rcx,4)
movl %eax, %ss:0x10
leaq %ss:8(%rax), %rbx
ss movl (%rax), %ebx
movw %ss, %ax
movw %ax, %ss
