.section .data.rel.ro.local,"aw"
addq %rax, %rbx
