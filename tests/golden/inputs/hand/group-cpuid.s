# cpuid is serializing and microcoded (BeginGroup/EndGroup on some models).
movl $1, %eax
cpuid
addl %eax, %ebx
addl %ecx, %edx
