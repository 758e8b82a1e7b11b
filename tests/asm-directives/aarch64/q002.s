.section .data,"aw"
add x0, x1, x2
