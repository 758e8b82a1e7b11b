addss __real@3f800000(%rip), %xmm0
call foo@PLT
movq foo@GOTPCREL(%rip), %rax
