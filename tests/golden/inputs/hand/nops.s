# Single and multi-byte NOP forms.
nop
nopl (%rax)
nopw 0(%rax,%rax)
nopw %cs:0(%rax,%rax)
xchgw %ax, %ax
addq %rax, %rbx
