# .error stops the run; .warning only warns.
addl %eax, %ebx
.warning "check this"
.error "unsupported configuration"
imull %ecx, %edx
