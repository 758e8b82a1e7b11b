.section .foo,"a",@progbits
.section .foo
.section .foo,"a"
.section .foo,"aw"
