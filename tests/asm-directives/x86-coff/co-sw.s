.text
.data
.bss
nop
