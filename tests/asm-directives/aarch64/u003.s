.section .text._ZN3fooEv,"axG",@progbits,_ZN3fooEv,comdat
add x0, x1, x2
