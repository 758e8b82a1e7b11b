.section .foo-bar,"a"
nop
