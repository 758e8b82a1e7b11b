# Bit counting instructions (some models give them a false dependency on
# the destination) and byte swaps.
popcntq %rax, %rbx
lzcntq %rcx, %rdx
tzcntq %rsi, %rdi
popcntl %r8d, %r8d
bswapq %r9
movbeq (%rdi), %r10
bsfq %r11, %r12
bsrq %r13, %r14
