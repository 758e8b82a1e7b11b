.section .data.rel.ro.local,"aw"
add a0, a1, a2
