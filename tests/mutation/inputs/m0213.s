.intel_syntax noprefix
# libm.so.6: loop of 7 instructions at 0x41ba0