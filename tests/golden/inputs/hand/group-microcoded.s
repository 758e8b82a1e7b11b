# Microcoded or group-ending instructions mixed with simple ALU work.
rdtsc
addq %rax, %rbx
pause
xgetbv
addq %rdx, %rcx
rdtscp
lahf
sahf
addq %rbx, %rcx
