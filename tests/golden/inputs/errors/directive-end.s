# Nothing after .end is assembled, not even a bad line.
addl %eax, %ebx
imull %ecx, %edx
.end
imull %ecx, %edx
this is not an instruction
