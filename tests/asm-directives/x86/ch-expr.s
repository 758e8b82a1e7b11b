movl $'#'+1, %eax
addl $('#' * 2), %ecx
