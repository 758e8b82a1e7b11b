# -show-encoding under .code16 in a 64-bit target, Intel syntax
.intel_syntax noprefix
.code16
push ax
push eax
inc ax
mov ax, word ptr [foo]
mov eax, dword ptr [bx+si]
mov word ptr [0x1234], 5
add dword ptr [bp+4], 1000
mov ds, ax
mov ax, ds
mov eax, ds
lea si, [bx+di+8]
movsw
rep movsd
call foo
jmp foo
ret
popcnt ax, word ptr [bx]
movzx eax, byte ptr [si]
cvtsi2ss xmm0, dword ptr [foo]
vmovdqa ymm1, ymmword ptr [foo]
