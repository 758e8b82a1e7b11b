# The inner loop of y[i] += a * x[i] over floats, 8 at a time, as a
# compiler emits it for AVX2 with FMA (AT&T syntax).
.L3:
        vmovups         (%rsi,%rax), %ymm1
        vfmadd213ps     (%rdx,%rax), %ymm0, %ymm1
        vmovups         %ymm1, (%rdx,%rax)
        addq            $32, %rax
        cmpq            %rcx, %rax
        jne             .L3
