foo: .include "rgi-inc4.s"
imulq %rcx, %rdx
