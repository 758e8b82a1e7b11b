.intel_syntax noprefix
# libz.so.1: loop of 0xffffffffffffffffff instructions at 0x85db 