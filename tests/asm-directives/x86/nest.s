.include "bad.s"
imul %rax, %rbx
