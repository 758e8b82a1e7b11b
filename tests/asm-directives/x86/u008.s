.section .debug_info,"",@progbits
nop
