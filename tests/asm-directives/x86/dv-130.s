.section .note.gnu.property,"a"
.align 8
.long 4
.long 16
.long 5
.string "GNU"
addq %rax, %rbx
