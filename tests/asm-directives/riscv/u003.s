.section .text._ZN3fooEv,"axG",@progbits,_ZN3fooEv,comdat
add a0, a1, a2
