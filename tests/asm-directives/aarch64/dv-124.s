.section .data.rel.ro.local,"aw"
add x0, x1, x2
