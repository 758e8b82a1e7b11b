.intel_syntax noprefix
# libc.so.6: loop of 10 instructions at 0x164c00 (