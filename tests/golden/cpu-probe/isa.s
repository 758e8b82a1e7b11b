# Probe used by regen-goldens to group CPU names by scheduling model.
# Instructions from many ISA extensions; models without data for some
# are run with -skip-unsupported-instructions=lack-sched.
addq %rax, %rbx
imulq %rcx, %rdx
divq %rsi
idivl %ecx
movq (%rdi), %rax
movq %rax, 8(%rdi)
addq 16(%rdi), %rcx
leaq 8(%rax,%rbx,4), %rcx
shlq $3, %rax
rolq %cl, %rdx
bsfq %rax, %rcx
popcntq %rax, %rcx
lzcntq %rax, %rcx
tzcntq %rax, %rcx
cmovneq %rax, %rbx
setne %al
xorl %eax, %eax
movl %ecx, %edx
cpuid
lfence
mfence
sfence
lock addq %rax, (%rdi)
xchgq %rax, (%rdi)
cmpxchgq %rcx, (%rdi)
pushq %rax
popq %rbx
addps %xmm0, %xmm1
mulpd %xmm2, %xmm3
divps %xmm4, %xmm5
sqrtpd %xmm6, %xmm7
pxor %xmm0, %xmm0
pshufb %xmm1, %xmm2
pmulld %xmm1, %xmm2
movaps %xmm1, %xmm2
cvtsi2sd %rax, %xmm0
cvttsd2si %xmm0, %rax
vaddps %ymm0, %ymm1, %ymm2
vfmadd231ps %ymm0, %ymm1, %ymm2
vdivpd %ymm0, %ymm1, %ymm2
vpermps %ymm0, %ymm1, %ymm2
vpgatherdd %ymm0, (%rdi,%ymm1,4), %ymm2
vpaddd %zmm0, %zmm1, %zmm2
vfmadd213pd %zmm0, %zmm1, %zmm2
vpermt2d %zmm0, %zmm1, %zmm2
vaddps (%rdi){1to16}, %zmm1, %zmm2 {%k1}
kmovw %k1, %eax
aesenc %xmm0, %xmm1
pclmulqdq $0, %xmm0, %xmm1
crc32q %rax, %rcx
fadd %st(1), %st
fmul %st(2), %st
fdiv %st(3), %st
fsqrt
fldl (%rdi)
fstpl (%rdi)
rdtsc
pause
bswapq %rax
adcq %rax, %rbx
mulxq %rax, %rbx, %rcx
pdepq %rax, %rbx, %rcx
shlxq %rax, %rbx, %rcx
movbeq (%rdi), %rax
rep movsb
vzeroupper
sha256rnds2 %xmm0, %xmm1
vpdpbusd %zmm0, %zmm1, %zmm2
vpxord %zmm3, %zmm3, %zmm3
vpcmpeqd %xmm4, %xmm4, %xmm4
movaps %xmm5, %xmm6
movq %r8, %r9
shldq $3, %rax, %rbx
shrq %cl, %rdx
bextrq %rax, %rdi, %r8
andnq %rax, %rbx, %rsi
vcvtph2ps %xmm7, %ymm8
vpmullq %zmm9, %zmm10, %zmm11
vgatherdps %ymm3, (%rsi,%ymm0,4), %ymm4
vextracti128 $1, %ymm1, %xmm2
vpbroadcastd %xmm1, %ymm3
vzeroall
movnti %rax, (%rdi)
prefetcht0 (%rdi)
clflush (%rdi)
fsin
fxch %st(1)
fistpl (%rdi)
emms
paddw %mm0, %mm1
movsq
repne scasb
xgetbv
rdrandq %rax
bsrq %rax, %rbx
sbbl %eax, %eax
movzbl (%rdi), %eax
cltq
enter $16, $0
leave
callq *%rax
jmpq *%rax
retq
