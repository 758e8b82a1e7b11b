.section .foo-bar,"a"
add x0, x1, x2
