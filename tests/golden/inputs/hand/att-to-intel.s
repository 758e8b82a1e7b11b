# AT&T input printed as Intel (-output-asm-variant=1).
movl 4(%rdi,%rsi,4), %eax
addl $100, %eax
imull $7, %eax, %eax
movslq %eax, %rdx
movq %rdx, (%rdi)
vfmadd213ps (%rsi), %ymm1, %ymm2
vpaddd %zmm0, %zmm1, %zmm2 {%k1} {z}
