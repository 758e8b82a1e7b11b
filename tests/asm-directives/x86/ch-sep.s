nop ; movb $'#', %al ; nop
