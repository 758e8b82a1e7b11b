.include "pr-inc.s"
addq %rax, %rbx
