.intel_syntax noprefix
# liblzma.so.5: loop of 7 instructions at 0x87c