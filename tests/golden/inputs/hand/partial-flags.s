# Partial flag writes (inc/dec leave CF), flag readers and carry chains.
incq %rax
decq %rcx
adcq %rax, %rdx
incl %esi
jne .Lnext
.Lnext:
cmc
setc %al
sbbq %rbx, %rbx
addq %rax, %rbx
btq $3, %rdx
adcl $0, %edi
