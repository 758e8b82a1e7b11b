foo: .rept 2
imulq %rcx, %rdx
.endr
