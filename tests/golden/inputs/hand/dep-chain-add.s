# A single register dependency chain: each add needs the previous result.
addq %rax, %rbx
addq %rbx, %rcx
addq %rcx, %rdx
addq %rdx, %rax
