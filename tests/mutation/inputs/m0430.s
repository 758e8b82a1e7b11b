.intel_syntax noprefix
# .ibcypto.so.3: loop of 34 instructions at 0x268160 (avx5