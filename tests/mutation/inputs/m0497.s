movl 0x80000000(%rax), %eax
# liblzma.so.5: lo