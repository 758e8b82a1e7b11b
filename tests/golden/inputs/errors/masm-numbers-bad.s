# 0b101 is 0 then "b101" for llvm-mca 22 (MASM integers); 2y, 08 bad digits
movl $0b101, %eax
movl $2y, %eax
movl $08, %eax
movl $12abc, %eax
movl $0o17, %eax
movl $0x, %eax
addl $1, (%rax,%rcx,2y)
