.intel_syntax noprefix
mov eax, 5 % 2
