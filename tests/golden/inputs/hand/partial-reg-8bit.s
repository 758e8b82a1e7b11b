# Writes to 8-bit sub-registers, then reads of the full register.
movb $1, %al
movb $2, %ah
addl %eax, %ecx
movb %cl, %dl
movb %ch, %dh
addq %rdx, %rcx
incb %al
addb %al, %bl
