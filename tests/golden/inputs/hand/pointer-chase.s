# Pointer chasing: each load address depends on the previous load.
movq (%rax), %rax
movq 8(%rax), %rax
movq (%rax,%rbx,8), %rax
