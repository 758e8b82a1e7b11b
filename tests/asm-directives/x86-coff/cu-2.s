.section .t$h,"xr",one_only,h,unique,0
nop
