# Shifts and rotates by immediate, by one and by %cl; double shifts.
shlq $4, %rax
sarl %ebx
shrq %cl, %rdx
rolq $7, %rsi
rorl %cl, %edi
shldq $3, %rax, %rbx
shrdq %cl, %rdx, %rsi
rclq $1, %r8
