# Hand-written Intel-syntax lines (.intel_syntax noprefix), in the forms
# gcc -masm=intel, clang -masm=intel and people write.  See README.md.
add eax, ebx
add rax, 1
add dword ptr [rax], 1
add DWORD PTR [rax], 1
add byte ptr [rax], 1
add word ptr [rax], 1
add qword ptr [rax], 1
add eax, 0x7f
add eax, 128
add eax, -128
add eax, -129
add al, -1
add ax, 1000
add eax, offset foo
add rax, offset foo+4
mov eax, OFFSET FLAT:foo
mov edi, OFFSET FLAT:.LC0
mov rax, offset foo
movabs rax, offset foo
movabs rax, 0x123456789
mov rax, 0x123456789
mov rax, 0xffffffff
mov rax, -1
mov eax, ebx
mov al, bl
mov bl, ah
mov eax, dword ptr [foo]
mov eax, DWORD PTR foo[rip]
mov eax, dword ptr [rip + foo]
mov eax, DWORD PTR .L1[rip]
movq xmm0, QWORD PTR .LC0[rip]
movsd xmm1, QWORD PTR .LC1[rip]
lea rax, .L1[rip]
lea rax, [rip + .L1]
lea rdi, foo[rip+16]
lea rdi, [rip + foo + 16]
lea ecx, [rax + 8*rbx + 4]
lea ecx, [rax+rbx*8+4]
lea rcx, [rax + rbx]
lea rcx, [4*rbx]
lea rcx, [rbx*8+0]
lea rsp, [rbp - 8]
lea rsp, [rbp-8]
mov eax, dword ptr [rbp - 4]
mov DWORD PTR [rbp-20], edi
mov dword ptr [rax + 4*rbx + 8], 1
mov dword ptr [rax + rbx*4 + 8], ecx
mov eax, dword ptr [rax + 4*rbx + 8]
mov eax, [rax + 4*rbx + 8]
mov [rax], ecx
mov rbp, rsp
movzx eax, byte ptr [rdi]
movzx eax, BYTE PTR [rdi]
movzx eax, al
movzx eax, ax
movzx ax, al
movzx rax, al
movzx rax, word ptr [rdi]
movsx eax, al
movsx rax, byte ptr [rdi]
movsx eax, ax
movsxd rax, eax
movsxd rax, dword ptr [rdi]
cdqe
cqo
cdq
cwde
cbw
shl eax
shl eax, 1
shl eax, 2
shl eax, cl
shl rax, cl
sal eax
sal eax, 3
sal dword ptr [rdi], cl
sar eax, 1
sar rax, 63
shr rax
shr eax, 31
rol eax, 1
rol ax, 8
ror rax, 7
shld ebx, eax, 4
shld ebx, eax, cl
shrd rbx, rax, 4
shrd qword ptr [rdi], rax, cl
inc eax
inc dword ptr [rax]
dec rax
neg eax
not rbx
imul ebx
imul eax, ebx
imul eax, ebx, 10
imul eax, ebx, 1000
imul rax, qword ptr [rdi], 3
mul rbx
div ecx
idiv dword ptr [rdi]
test eax, eax
test al, 1
test dword ptr [rdi], 0x100
test byte ptr [rdi], al
cmp rax, 0
cmp qword ptr [rdi], 0
cmp byte ptr [rdi], 10
cmp DWORD PTR [rsp+8], eax
xor eax, eax
and rsp, -16
or al, 1
or eax, 0x80000000
sbb eax, eax
adc rdx, 0
xchg ebx, eax
xchg dword ptr [rdi], eax
bswap eax
bsf ecx, eax
bsr rcx, rax
bt eax, 3
bt dword ptr [rdi], eax
bts rax, 5
btr rax, rcx
setne al
sete byte ptr [rdi]
cmove ebx, eax
cmovne rbx, rax
cmovb eax, dword ptr [rdi]
push rbp
push 1
push offset foo
push 0x12345
push ax
pop rbp
pushfq
popfq
leave
ret
ret 8
nop
nop dword ptr [rax]
nop word ptr [rax + rax]
nop word ptr cs:[rax + rax]
nop WORD PTR cs:0[rax+rax*1]
jmp .L1
jmp foo
jmp 0x1000
jmp rax
jmp qword ptr [rax]
jmp qword ptr [rax + 8]
jmp [rax]
jmp QWORD PTR .L4[0+rax*8]
jmp qword ptr [8*rax + .L4]
jmp QWORD PTR foo@GOTPCREL[rip]
notrack jmp rax
notrack jmp qword ptr [rax + 8*rdx]
call foo
call foo@PLT
call rax
call qword ptr [rax]
call QWORD PTR [rbx+16]
call QWORD PTR foo@GOTPCREL[rip]
notrack call rax
je .L2
jne .L3
jl foo
jb foo
jae foo
ja foo
jp foo
js foo
jle foo
jg foo
jrcxz .L1
loop .L1
bnd jmp foo
rep movsb
rep movsq
rep movsd
rep stosb
rep stosq
rep stos dword ptr es:[rdi], eax
rep movsb byte ptr es:[rdi], byte ptr [rsi]
rep movs byte ptr es:[rdi], byte ptr [rsi]
repe cmpsb
repne scasb
rep lodsb
movsb
movsq
movs qword ptr es:[rdi], qword ptr [rsi]
stosq
lodsq
cmpsq
scasd
lock add dword ptr [rdi], 1
lock inc dword ptr [rdi]
lock xadd qword ptr [rdi], rax
lock cmpxchg qword ptr [rdi], rcx
lock cmpxchg16b xmmword ptr [rdi]
lock or qword ptr [rsp], 0
lock bts qword ptr [rdi], 0
xacquire lock add dword ptr [rdi], 1
xrelease mov dword ptr [rdi], 0
data16
addr32 call foo
mov ebx, dword ptr [eax]
mov eax, dword ptr fs:[0]
mov rax, qword ptr fs:[0x28]
mov rax, QWORD PTR fs:40
mov rbx, qword ptr gs:[rax]
mov al, byte ptr es:[rdi]
mov eax, dword ptr ds:[rax + 4]
mov eax, dword ptr fs:foo@tpoff
mov rax, QWORD PTR foo@gottpoff[rip]
lea rdi, foo@tlsgd[rip]
mov eax, dword ptr fs:0
{disp32} mov ebx, dword ptr [rax + 4]
{vex} vpdpbusd ymm2, ymm1, ymm0
{evex} vpdpbusd ymm2, ymm1, ymm0
{vex3} vmovaps xmm1, xmm0
{evex} vaddps ymm2, ymm1, ymm0
movq xmm0, rax
movq rax, xmm0
movd xmm0, eax
movd eax, xmm0
movq xmm0, xmm1
movq xmm0, qword ptr [rdi]
movq qword ptr [rdi], xmm0
vmovq xmm0, rax
movaps xmm0, xmmword ptr [rdi]
movaps xmm0, XMMWORD PTR [rdi]
movups xmmword ptr [rsp + 16], xmm0
movdqa xmm0, XMMWORD PTR .LC2[rip]
movss xmm0, xmm1
movss xmm0, dword ptr [rdi]
movsd xmm0, xmm1
movsd qword ptr [rbp - 8], xmm0
movsd xmm0, QWORD PTR [rbp-8]
cvtsi2sd xmm0, eax
cvtsi2sd xmm0, rax
cvtsi2sd xmm0, dword ptr [rdi]
cvtsi2sd xmm0, DWORD PTR [rdi]
cvtsi2ss xmm0, qword ptr [rdi]
cvtsi2sdq xmm0, rax
cvttsd2si eax, xmm0
cvttsd2si rax, xmm0
cvtss2sd xmm0, xmm0
vcvtsi2sd xmm0, xmm0, eax
vcvtsi2sd xmm0, xmm0, qword ptr [rdi]
vcvtusi2sd xmm0, xmm0, rax
vcvttsd2usi eax, xmm0
vcvtpd2dq xmm1, ymm0
vcvtpd2dq xmm1, xmmword ptr [rdi]
vcvtpd2dq xmm1, ymmword ptr [rdi]
vcvtpd2ps xmm1, ymmword ptr [rdi]
pxor xmm0, xmm0
vpxor xmm0, xmm0, xmm0
vxorps ymm0, ymm0, ymm0
vpxord zmm0, zmm0, zmm0
ucomisd xmm0, xmm1
comiss xmm0, dword ptr [rdi]
sqrtsd xmm0, xmm0
andpd xmm0, XMMWORD PTR .LC3[rip]
addsd xmm0, xmm1
divsd xmm0, qword ptr [rdi + 8*rax]
roundsd xmm0, xmm0, 9
pshufd xmm0, xmm0, 0
cmpltsd xmm0, xmm1
cmpsd xmm0, xmm1, 1
vcmpltps ymm3, ymm2, ymm1
vcmpps k1, zmm2, zmm1, 1
vcmpps k1 {k2}, zmm2, zmm1, 1
pinsrd xmm0, eax, 1
pextrq rax, xmm0, 1
pextrw eax, xmm0, 3
pmovmskb eax, xmm0
ldmxcsr dword ptr [rsp - 4]
stmxcsr DWORD PTR [rdi]
prefetcht0 byte ptr [rdi]
prefetcht0 [rdi]
vzeroupper
vmovups ymm0, ymmword ptr [rdi]
vmovups YMMWORD PTR [rdi], ymm0
vmovdqu ymm1, ymmword ptr [rsi + rax]
vbroadcastss ymm0, dword ptr [rdi]
vbroadcastss ymm0, xmm0
vpbroadcastd ymm0, xmm0
vpbroadcastq zmm0, rax
vaddps ymm2, ymm1, ymm0
vaddps ymm2, ymm1, ymmword ptr [rdi]
vaddpd ymm2, ymm1, ymmword ptr [rdi + 8*rax + 32]
vaddsd xmm2, xmm1, qword ptr [rdi]
vfmadd231ps ymm2, ymm1, ymm0
vfmadd213sd xmm2, xmm1, qword ptr [rdi]
vpaddd ymm2, ymm1, ymm0
vpermq ymm1, ymm0, 0xd8
vperm2i128 ymm2, ymm1, ymm0, 0x21
vinserti128 ymm2, ymm1, xmm0, 1
vextracti128 xmm1, ymm0, 1
vextractf128 xmmword ptr [rdi], ymm0, 1
vpgatherdd ymm0, dword ptr [rdi + 4*ymm1], ymm2
vgatherdps xmm0, xmmword ptr [rdi + 4*xmm1], xmm2
vgatherqpd ymm0, ymmword ptr [rdi + 8*ymm1 + 8], ymm2
vpmaskmovd ymm0, ymm1, ymmword ptr [rdi]
vpblendvb ymm3, ymm2, ymm1, ymm0
vpblendd ymm2, ymm1, ymm0, 0xf0
vcvtps2ph xmm1, ymm0, 0
vcvtps2ph xmmword ptr [rdi], ymm0, 4
vpextrd eax, xmm0, 1
vaddps zmm2, zmm1, zmm0
vaddps zmm2 {k1}, zmm1, zmm0
vaddps zmm2 {k1} {z}, zmm1, zmm0
vaddps zmm2{k1}{z}, zmm1, zmm0
vaddps zmm2 {k1}, zmm1, zmmword ptr [rdi]
vaddps zmm2, zmm1, dword ptr [rdi]{1to16}
vaddps zmm2, zmm1, DWORD PTR [rdi]{1to16}
vaddps zmm2 {k1} {z}, zmm1, dword ptr [rdi + 4]{1to16}
vaddpd zmm2, zmm1, qword ptr [rdi]{1to8}
vaddpd ymm2, ymm1, qword ptr [rdi]{1to4}
vaddpd xmm2, xmm1, qword ptr [rdi]{1to2}
vaddps ymm18, ymm17, dword ptr [rdi]{1to8}
vaddps zmm2, zmm1, zmm0, {rn-sae}
vaddps zmm2 {k1}, zmm1, zmm0, {rd-sae}
vaddps zmm2 {k1} {z}, zmm1, zmm0, {ru-sae}
vaddps zmm2, zmm1, zmm0, {rz-sae}
vaddsd xmm2, xmm1, xmm0, {rn-sae}
vaddss xmm2 {k7}, xmm1, xmm0, {rz-sae}
vmaxps zmm2, zmm1, zmm0, {sae}
vcmpps k1, zmm1, zmm0, {sae}, 0
vucomiss xmm1, xmm0, {sae}
vcvtps2pd zmm1, ymm0, {sae}
vcvtpd2ps ymm1, zmm0, {rn-sae}
vcvtsi2sd xmm1, xmm0, {rn-sae}, rax
vcvttps2dq zmm1, zmm0, {sae}
vfmadd231ps zmm2, zmm1, zmm0, {rn-sae}
vfmadd231ps zmm1 {k1}, zmm0, dword ptr [rdi]{1to16}
vmovups zmm0 {k1} {z}, zmmword ptr [rdi]
vmovups zmmword ptr [rdi] {k1}, zmm0
vmovups ZMMWORD PTR [rdi]{k1}, zmm0
vmovdqu8 zmm0 {k1} {z}, zmmword ptr [rdi]
vmovdqu64 zmmword ptr [rdi], zmm0
vmovdqa64 zmm31, zmmword ptr [rdi]
vpaddd zmm2, zmm1, dword ptr [rdi]{1to16}
vpaddq zmm2 {k3} {z}, zmm1, qword ptr [rdi]{1to8}
vpternlogd zmm0, zmm0, zmm0, 0xff
vpternlogq zmm2, zmm1, qword ptr [rdi]{1to8}, 0x96
vpcmpeqd k1, zmm1, zmm0
vpcmpeqb k1 {k2}, zmm1, zmm0
vpcmpd k1, zmm1, zmm0, 1
vpcmpltd k1, zmm1, zmm0
vpcmpud k1, zmm1, dword ptr [rdi]{1to16}, 6
vptestmd k1, zmm0, zmm0
vpmovm2d zmm0, k1
vpmovd2m k1, zmm0
vpmovdb xmm1, zmm0
vpmovdb xmmword ptr [rdi] {k1}, zmm0
vpermt2d zmm2, zmm1, zmm0
vpermi2ps zmm2 {k1}, zmm1, dword ptr [rdi]{1to16}
vpcompressd zmmword ptr [rdi] {k1}, zmm0
vpcompressd zmm1 {k1} {z}, zmm0
vexpandps zmm0 {k1} {z}, zmmword ptr [rdi]
vrndscalepd zmm1, zmm0, {sae}, 9
vgetmantpd zmm1, qword ptr [rdi]{1to8}, 8
vfpclasspd k1, zmm0, 0x22
vfpclassps k1, zmmword ptr [rdi], 1
vfpclassps k1, xmmword ptr [rdi], 1
vfpclassps k1, dword ptr [rdi]{1to16}, 1
vcvtuqq2ps xmm1, qword ptr [rdi]{1to4}
vcvtuqq2ps xmm1, ymmword ptr [rdi]
vgatherdps zmm0 {k1}, zmmword ptr [rdi + 4*zmm1]
vgatherdps zmm0 {k1}, dword ptr [rdi + 4*zmm1]
vscatterdps zmmword ptr [rdi + 4*zmm1] {k1}, zmm0
vpscatterdd dword ptr [rdi + 4*zmm1 + 64] {k1}, zmm0
vsqrtpd zmm1, zmm0, {rz-sae}
kmovw eax, k1
kmovw k1, eax
kmovw k1, word ptr [rdi]
kmovq rax, k1
kandw k3, k2, k1
kortestw k1, k1
kshiftlw k2, k1, 4
andn ecx, ebx, eax
bextr ecx, ebx, eax
sarx ecx, ebx, eax
shlx rcx, qword ptr [rdi], rax
rorx ebx, eax, 5
pdep rcx, rbx, rax
mulx rcx, rbx, rax
lzcnt ebx, eax
tzcnt rbx, rax
popcnt ebx, eax
adcx rbx, rax
movbe eax, dword ptr [rdi]
crc32 eax, byte ptr [rdi]
crc32 rax, rax
rdtsc
cpuid
syscall
int3
int 0x80
ud2
endbr64
xbegin .L1
xabort 0xff
rdrand eax
fxsave [rdi]
fxsave64 [rdi]
aesenc xmm1, xmm0
pclmulqdq xmm1, xmm0, 0x10
sha256rnds2 xmm2, xmm1, xmm0
sha256rnds2 xmm2, xmm1
fld st(1)
fld st
fld dword ptr [rdi]
fld qword ptr [rdi]
fld tbyte ptr [rdi]
fld TBYTE PTR [rdi]
fld xword ptr [rdi]
fld1
fild word ptr [rdi]
fild dword ptr [rdi]
fild qword ptr [rdi]
fistp qword ptr [rdi]
fisttp dword ptr [rdi]
fstp st(0)
fstp st(1)
fstp tbyte ptr [rdi]
fstp dword ptr [rdi]
fstp QWORD PTR [rsp+8]
fadd st, st(1)
fadd st(1), st
faddp
faddp st(1), st
faddp st(1)
fadd dword ptr [rdi]
fadd qword ptr [rdi]
fsub st, st(1)
fsubp
fsubrp
fsubr st(1), st
fmul st(1)
fmulp st(1), st
fdivp
fdivrp st(2), st
fdivr qword ptr [rdi]
fiadd dword ptr [rdi]
fimul word ptr [rdi]
fxch
fxch st(1)
fcomi st, st(1)
fcomip st, st(1)
fucomip st, st(1)
fucompp
fcomp st(2)
fnstsw ax
fnstsw word ptr [rdi]
fnstcw word ptr [rdi]
fldcw WORD PTR [rdi]
fcmove st, st(1)
ffree st(3)
paddb mm1, mm0
pmaddwd mm1, qword ptr [rdi]
psllq mm0, 3
emms
pshufw mm1, mm0, 0x1b
# --- expected errors (kept on purpose)
mov ebx, rax
add xmm0, 1
vaddps ymm2, ymm1, zmm0
vaddps zmm2 {k0}, zmm1, zmm0
vaddps zmm2, zmm1, dword ptr [rdi]{1to8}
mov eax, [rax + 2*rsp]
foo eax
jmp eax
push eax
mov r8b, ah
fadd st(2), st(1)
mov eax, dword ptr [rax + rbx + rcx]
mov eax, dword ptr [rax * 3]
mov dword ptr [rax], 1, 2
lea ebx, eax
movaps xmm0, dword ptr [rdi]
mov [rax], 1
add [rdi], 1
fld [rdi]

# --- string instructions x sizes x rep prefixes (generated block)
movsb
movs byte ptr es:[rdi], byte ptr [rsi]
movsw
movs word ptr es:[rdi], word ptr [rsi]
movsd
movs dword ptr es:[rdi], dword ptr [rsi]
movsq
movs qword ptr es:[rdi], qword ptr [rsi]
stosb
stos byte ptr es:[rdi], al
stosw
stos word ptr es:[rdi], ax
stosd
stos dword ptr es:[rdi], eax
stosq
stos qword ptr es:[rdi], rax
lodsb
lods al, byte ptr [rsi]
lodsw
lods ax, word ptr [rsi]
lodsd
lods eax, dword ptr [rsi]
lodsq
lods rax, qword ptr [rsi]
cmpsb
cmps byte ptr [rsi], byte ptr es:[rdi]
cmpsw
cmps word ptr [rsi], word ptr es:[rdi]
cmpsd
cmps dword ptr [rsi], dword ptr es:[rdi]
cmpsq
cmps qword ptr [rsi], qword ptr es:[rdi]
scasb
scas al, byte ptr es:[rdi]
scasw
scas ax, word ptr es:[rdi]
scasd
scas eax, dword ptr es:[rdi]
scasq
scas rax, qword ptr es:[rdi]
insb
ins byte ptr es:[rdi], dx
insw
ins word ptr es:[rdi], dx
insd
ins dword ptr es:[rdi], dx
outsb
outs dx, byte ptr [rsi]
outsw
outs dx, word ptr [rsi]
outsd
outs dx, dword ptr [rsi]
rep movsb
rep movs byte ptr es:[rdi], byte ptr [rsi]
rep movsw
rep movs word ptr es:[rdi], word ptr [rsi]
rep movsd
rep movs dword ptr es:[rdi], dword ptr [rsi]
rep movsq
rep movs qword ptr es:[rdi], qword ptr [rsi]
rep stosb
rep stos byte ptr es:[rdi], al
rep stosw
rep stos word ptr es:[rdi], ax
rep stosd
rep stos dword ptr es:[rdi], eax
rep stosq
rep stos qword ptr es:[rdi], rax
rep lodsb
rep lods al, byte ptr [rsi]
rep lodsw
rep lods ax, word ptr [rsi]
rep lodsd
rep lods eax, dword ptr [rsi]
rep lodsq
rep lods rax, qword ptr [rsi]
rep cmpsb
rep cmps byte ptr [rsi], byte ptr es:[rdi]
rep cmpsw
rep cmps word ptr [rsi], word ptr es:[rdi]
rep cmpsd
rep cmps dword ptr [rsi], dword ptr es:[rdi]
rep cmpsq
rep cmps qword ptr [rsi], qword ptr es:[rdi]
rep scasb
rep scas al, byte ptr es:[rdi]
rep scasw
rep scas ax, word ptr es:[rdi]
rep scasd
rep scas eax, dword ptr es:[rdi]
rep scasq
rep scas rax, qword ptr es:[rdi]
rep insb
rep ins byte ptr es:[rdi], dx
rep insw
rep ins word ptr es:[rdi], dx
rep insd
rep ins dword ptr es:[rdi], dx
rep outsb
rep outs dx, byte ptr [rsi]
rep outsw
rep outs dx, word ptr [rsi]
rep outsd
rep outs dx, dword ptr [rsi]
repe movsb
repe movsw
repe movsd
repe movsq
repe stosb
repe stosw
repe stosd
repe stosq
repe lodsb
repe lodsw
repe lodsd
repe lodsq
repe cmpsb
repe cmpsw
repe cmpsd
repe cmpsq
repe scasb
repe scasw
repe scasd
repe scasq
repe insb
repe insw
repe insd
repe outsb
repe outsw
repe outsd
repne movsb
repne movs byte ptr es:[rdi], byte ptr [rsi]
repne movsw
repne movs word ptr es:[rdi], word ptr [rsi]
repne movsd
repne movs dword ptr es:[rdi], dword ptr [rsi]
repne movsq
repne movs qword ptr es:[rdi], qword ptr [rsi]
repne stosb
repne stos byte ptr es:[rdi], al
repne stosw
repne stos word ptr es:[rdi], ax
repne stosd
repne stos dword ptr es:[rdi], eax
repne stosq
repne stos qword ptr es:[rdi], rax
repne lodsb
repne lods al, byte ptr [rsi]
repne lodsw
repne lods ax, word ptr [rsi]
repne lodsd
repne lods eax, dword ptr [rsi]
repne lodsq
repne lods rax, qword ptr [rsi]
repne cmpsb
repne cmps byte ptr [rsi], byte ptr es:[rdi]
repne cmpsw
repne cmps word ptr [rsi], word ptr es:[rdi]
repne cmpsd
repne cmps dword ptr [rsi], dword ptr es:[rdi]
repne cmpsq
repne cmps qword ptr [rsi], qword ptr es:[rdi]
repne scasb
repne scas al, byte ptr es:[rdi]
repne scasw
repne scas ax, word ptr es:[rdi]
repne scasd
repne scas eax, dword ptr es:[rdi]
repne scasq
repne scas rax, qword ptr es:[rdi]
repne insb
repne ins byte ptr es:[rdi], dx
repne insw
repne ins word ptr es:[rdi], dx
repne insd
repne ins dword ptr es:[rdi], dx
repne outsb
repne outs dx, byte ptr [rsi]
repne outsw
repne outs dx, word ptr [rsi]
repne outsd
repne outs dx, dword ptr [rsi]
repz movsb
repz movsw
repz movsd
repz movsq
repz stosb
repz stosw
repz stosd
repz stosq
repz lodsb
repz lodsw
repz lodsd
repz lodsq
repz cmpsb
repz cmpsw
repz cmpsd
repz cmpsq
repz scasb
repz scasw
repz scasd
repz scasq
repz insb
repz insw
repz insd
repz outsb
repz outsw
repz outsd
repnz movsb
repnz movsw
repnz movsd
repnz movsq
repnz stosb
repnz stosw
repnz stosd
repnz stosq
repnz lodsb
repnz lodsw
repnz lodsd
repnz lodsq
repnz cmpsb
repnz cmpsw
repnz cmpsd
repnz cmpsq
repnz scasb
repnz scasw
repnz scasd
repnz scasq
repnz insb
repnz insw
repnz insd
repnz outsb
repnz outsw
repnz outsd
movs byte ptr es:[rdi], byte ptr fs:[rsi]
rep movs qword ptr es:[edi], qword ptr [esi]

# --- lock prefix x lockable instructions x sizes (generated block)
lock add byte ptr [rdi + 8], cl
lock add byte ptr [rdi + 8], 1
lock add byte ptr [rdi], -1
lock add word ptr [rdi + 8], cx
lock add word ptr [rdi + 8], 1
lock add word ptr [rdi], 0x1000
lock add dword ptr [rdi + 8], ecx
lock add dword ptr [rdi + 8], 1
lock add dword ptr [rdi], 0x1000
lock add qword ptr [rdi + 8], rcx
lock add qword ptr [rdi + 8], 1
lock add qword ptr [rdi], 0x1000
lock adc byte ptr [rdi + 8], cl
lock adc byte ptr [rdi + 8], 1
lock adc byte ptr [rdi], -1
lock adc word ptr [rdi + 8], cx
lock adc word ptr [rdi + 8], 1
lock adc word ptr [rdi], 0x1000
lock adc dword ptr [rdi + 8], ecx
lock adc dword ptr [rdi + 8], 1
lock adc dword ptr [rdi], 0x1000
lock adc qword ptr [rdi + 8], rcx
lock adc qword ptr [rdi + 8], 1
lock adc qword ptr [rdi], 0x1000
lock and byte ptr [rdi + 8], cl
lock and byte ptr [rdi + 8], 1
lock and byte ptr [rdi], -1
lock and word ptr [rdi + 8], cx
lock and word ptr [rdi + 8], 1
lock and word ptr [rdi], 0x1000
lock and dword ptr [rdi + 8], ecx
lock and dword ptr [rdi + 8], 1
lock and dword ptr [rdi], 0x1000
lock and qword ptr [rdi + 8], rcx
lock and qword ptr [rdi + 8], 1
lock and qword ptr [rdi], 0x1000
lock or byte ptr [rdi + 8], cl
lock or byte ptr [rdi + 8], 1
lock or byte ptr [rdi], -1
lock or word ptr [rdi + 8], cx
lock or word ptr [rdi + 8], 1
lock or word ptr [rdi], 0x1000
lock or dword ptr [rdi + 8], ecx
lock or dword ptr [rdi + 8], 1
lock or dword ptr [rdi], 0x1000
lock or qword ptr [rdi + 8], rcx
lock or qword ptr [rdi + 8], 1
lock or qword ptr [rdi], 0x1000
lock sub byte ptr [rdi + 8], cl
lock sub byte ptr [rdi + 8], 1
lock sub byte ptr [rdi], -1
lock sub word ptr [rdi + 8], cx
lock sub word ptr [rdi + 8], 1
lock sub word ptr [rdi], 0x1000
lock sub dword ptr [rdi + 8], ecx
lock sub dword ptr [rdi + 8], 1
lock sub dword ptr [rdi], 0x1000
lock sub qword ptr [rdi + 8], rcx
lock sub qword ptr [rdi + 8], 1
lock sub qword ptr [rdi], 0x1000
lock sbb byte ptr [rdi + 8], cl
lock sbb byte ptr [rdi + 8], 1
lock sbb byte ptr [rdi], -1
lock sbb word ptr [rdi + 8], cx
lock sbb word ptr [rdi + 8], 1
lock sbb word ptr [rdi], 0x1000
lock sbb dword ptr [rdi + 8], ecx
lock sbb dword ptr [rdi + 8], 1
lock sbb dword ptr [rdi], 0x1000
lock sbb qword ptr [rdi + 8], rcx
lock sbb qword ptr [rdi + 8], 1
lock sbb qword ptr [rdi], 0x1000
lock xor byte ptr [rdi + 8], cl
lock xor byte ptr [rdi + 8], 1
lock xor byte ptr [rdi], -1
lock xor word ptr [rdi + 8], cx
lock xor word ptr [rdi + 8], 1
lock xor word ptr [rdi], 0x1000
lock xor dword ptr [rdi + 8], ecx
lock xor dword ptr [rdi + 8], 1
lock xor dword ptr [rdi], 0x1000
lock xor qword ptr [rdi + 8], rcx
lock xor qword ptr [rdi + 8], 1
lock xor qword ptr [rdi], 0x1000
lock inc byte ptr [rdi]
lock inc word ptr [rdi]
lock inc dword ptr [rdi]
lock inc qword ptr [rdi]
lock dec byte ptr [rdi]
lock dec word ptr [rdi]
lock dec dword ptr [rdi]
lock dec qword ptr [rdi]
lock neg byte ptr [rdi]
lock neg word ptr [rdi]
lock neg dword ptr [rdi]
lock neg qword ptr [rdi]
lock not byte ptr [rdi]
lock not word ptr [rdi]
lock not dword ptr [rdi]
lock not qword ptr [rdi]
lock xadd byte ptr [rdi], cl
lock xadd word ptr [rdi], cx
lock xadd dword ptr [rdi], ecx
lock xadd qword ptr [rdi], rcx
lock xchg byte ptr [rdi], cl
lock xchg word ptr [rdi], cx
lock xchg dword ptr [rdi], ecx
lock xchg qword ptr [rdi], rcx
lock cmpxchg byte ptr [rdi], cl
lock cmpxchg word ptr [rdi], cx
lock cmpxchg dword ptr [rdi], ecx
lock cmpxchg qword ptr [rdi], rcx
lock bts word ptr [rdi], cx
lock bts word ptr [rdi], 3
lock bts dword ptr [rdi], ecx
lock bts dword ptr [rdi], 3
lock bts qword ptr [rdi], rcx
lock bts qword ptr [rdi], 3
lock btr word ptr [rdi], cx
lock btr word ptr [rdi], 3
lock btr dword ptr [rdi], ecx
lock btr dword ptr [rdi], 3
lock btr qword ptr [rdi], rcx
lock btr qword ptr [rdi], 3
lock btc word ptr [rdi], cx
lock btc word ptr [rdi], 3
lock btc dword ptr [rdi], ecx
lock btc dword ptr [rdi], 3
lock btc qword ptr [rdi], rcx
lock btc qword ptr [rdi], 3
lock cmpxchg8b qword ptr [rdi]
lock add dword ptr fs:[rdi], 1
lock inc qword ptr [rip + foo]
lock add ebx, eax

# --- segment overrides (generated block)
mov rbx, qword ptr cs:[rax + 8]
add dword ptr cs:[rdi + 4*rcx], 1
mov dword ptr cs:[0x10], eax
lea rbx, cs:[rax + 8]
mov ax, cs
mov cs, ax
mov ebx, dword ptr cs:0x10
mov rbx, qword ptr ds:[rax + 8]
add dword ptr ds:[rdi + 4*rcx], 1
mov dword ptr ds:[0x10], eax
lea rbx, ds:[rax + 8]
mov ax, ds
mov ds, ax
mov ebx, dword ptr ds:0x10
mov rbx, qword ptr es:[rax + 8]
add dword ptr es:[rdi + 4*rcx], 1
mov dword ptr es:[0x10], eax
lea rbx, es:[rax + 8]
mov ax, es
mov es, ax
mov ebx, dword ptr es:0x10
mov rbx, qword ptr fs:[rax + 8]
add dword ptr fs:[rdi + 4*rcx], 1
mov dword ptr fs:[0x10], eax
lea rbx, fs:[rax + 8]
mov ax, fs
mov fs, ax
mov ebx, dword ptr fs:0x10
mov rbx, qword ptr gs:[rax + 8]
add dword ptr gs:[rdi + 4*rcx], 1
mov dword ptr gs:[0x10], eax
lea rbx, gs:[rax + 8]
mov ax, gs
mov gs, ax
mov ebx, dword ptr gs:0x10
mov rbx, qword ptr ss:[rax + 8]
add dword ptr ss:[rdi + 4*rcx], 1
mov dword ptr ss:[0x10], eax
lea rbx, ss:[rax + 8]
mov ax, ss
mov ss, ax
mov ebx, dword ptr ss:0x10
