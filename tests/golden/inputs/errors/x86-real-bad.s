# reals LLVM's lexer or its x86 operand checks refuse
movl 1.5(%rax), %eax
movl $(1.5+1), %eax
movl $0x1.8, %eax
