.section .text._ZN3fooEv,"axG",@progbits,_ZN3fooEv,comdat
nop
