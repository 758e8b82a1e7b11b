# 32-bit mode (i386 triple): hand-written Intel lines, one instruction a line.
push ebp
pop ebp
push ax
push 1
push 100000
push dword ptr [esp + 8]
pop dword ptr [eax]
push cs
push ds
pop es
pushad
popad
pushfd
popfd
pushf
popf
call foo
call eax
call dword ptr [eax]
jmp foo
jmp eax
jmp dword ptr [4*eax + .L4]
ret
ret 4
leave
inc eax
dec eax
inc ax
inc dword ptr [eax]
aaa
daa
aam
into
cdq
cwde
movsd
rep stosd
mov eax, cr0
mov eax, dword ptr gs:[20]
mov eax, dword ptr [foo]
mov eax, offset foo
lea ecx, [4*eax + foo]
mov eax, dword ptr [bx + si]
movzx eax, al
movzx ecx, word ptr [eax]
imul ecx, eax, 12
fld qword ptr [esp + 8]
fstp qword ptr [esp]
fild dword ptr [esp]
movd xmm0, eax
movq qword ptr [esp], xmm0
pinsrd xmm0, eax, 1
cvtsi2sd xmm0, eax
cvtsi2sd xmm0, dword ptr [eax]
vmovdqu ymm0, ymmword ptr [eax]
vaddps zmm2, zmm1, zmmword ptr [eax + 4*ecx]
lgdt [eax]
sgdt [eax]
jecxz foo
loop foo
nop
# rejected in 32-bit mode
push rax
mov rax, rbx
mov eax, r8d
mov al, sil
cqo
cdqe
mov eax, dword ptr [rip]
movsq
vaddps xmm1, xmm0, xmm8
swapgs
