.section .debug_info,"",@progbits
add x0, x1, x2
