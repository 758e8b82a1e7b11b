.section .debug_info,"",@progbits
add a0, a1, a2
