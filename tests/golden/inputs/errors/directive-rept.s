# .rept, .irp and .irpc expand as the assembler expands them (nested too).
.rept 3
  imull %eax, %ebx
.endr
.irp reg, %ecx, %edx, %esi
  addl \reg, %eax
.endr
.irpc n, 123
  movl $\n, %edi
.endr
.rept 2
.irp r, %r8, %r9
  leaq 8(\r), \r
.endr
.endr
.rept 0
  divl %ecx
.endr
