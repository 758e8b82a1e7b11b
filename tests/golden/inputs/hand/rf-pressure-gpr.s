# Long-latency independent writes to many general registers: the register
# file (and -register-file-size) limits how far dispatch runs ahead.
imulq %rax, %rbx
imulq %rax, %rcx
imulq %rax, %rdx
imulq %rax, %rsi
imulq %rax, %rdi
imulq %rax, %r8
imulq %rax, %r9
imulq %rax, %r10
imulq %rax, %r11
imulq %rax, %r12
imulq %rax, %r13
imulq %rax, %r14
imulq %rax, %r15
popcntq %rbx, %rbx
popcntq %rcx, %rcx
