# Miscellaneous: cpu id, prefetches, cache line flush, bswap, movbe, rdrand.
prefetcht0 (%rdi)
prefetchnta 64(%rdi)
clflush (%rsi)
bswapq %rax
movbeq (%rdx), %rbx
rdrandq %rcx
cltq
cqto
