# BMI1/BMI2/POPCNT/LZCNT bit manipulation.
popcntq %rax, %rbx
lzcntq %rbx, %rcx
tzcntl %ecx, %edx
andnq %rax, %rbx, %rsi
blsrq %rsi, %rdi
bextrq %rax, %rdi, %r8
bsrq %r11, %r12
