.intel_syntax noprefix
# rip where it is no base register
mov rip, 5
add rax, rip
mov eip, 1
mov rax, [rip]
