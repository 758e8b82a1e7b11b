# BMI2: flag-less shifts, deposit/extract, zero-high, wide multiply.
pdepq %r8, %rax, %r9
pextq %r9, %rax, %r10
bzhiq %rax, %r10, %r11
mulxq %r8, %r9, %r10
shlxl %ecx, %edx, %esi
rorxq $13, %rsi, %rdi
adcxq %rax, %rbx
adoxq %rcx, %rdx
