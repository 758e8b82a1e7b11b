.section .bss,"bw"
.section .tdata,"rb"
nop
