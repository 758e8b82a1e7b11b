# directives that leave no code (llvm-mca 22 knows them all)
.text
.globl f
.type f, @function
.p2align 4, 0x90
.section .text.hot,"ax",@progbits
.LFB0:
.cfi_sections .debug_frame
.file "x.c"
.ident "x"
.size f, 8
.nops 4
.even
.Byte 0x90
.Long 1, 2
.2byte 3
.balign 8
.weak g
.local h
.hidden f
f:
addl %eax, %ebx
imull %ecx, %ebx
