.intel_syntax noprefix
# Hex immediates in Intel syntax output.
mov eax, 0xff
add rbx, -1
and ecx, 4095
mov rdx, qword ptr [rdi + 1024]
pshufd xmm0, xmm1, 0x1b
