# MMX operations and emms.
movq (%rdi), %mm0
paddw %mm0, %mm1
pmullw %mm1, %mm2
pxor %mm3, %mm3
por %mm2, %mm3
movq %mm3, 8(%rdi)
emms
