.section .data,"aw"
add a0, a1, a2
