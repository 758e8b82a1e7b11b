# pusha/popa (32-bit only): all eight GPRs at once.
pushal
addl %eax, %ebx
popal
imull %ecx, %edx
