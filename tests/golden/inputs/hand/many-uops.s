# Instructions that decode to many micro-ops.
cmpxchg16b (%rdi)
rep movsb
rep stosq
xchgq %rax, %rbx
enter $16, $0
leave
fxsave (%rsi)
pushfq
popfq
