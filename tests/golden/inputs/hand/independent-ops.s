# Independent ALU operations on distinct registers (throughput-bound).
addl $1, %eax
addl $2, %ecx
addl $3, %edx
addl $4, %esi
addl $5, %edi
addl $6, %r8d
addl $7, %r9d
addl $8, %r10d
