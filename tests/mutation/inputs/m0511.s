.intel_syntax noprefix
# libm.so.6: loop of 7 instructions at 99999999999999999999 (sse), Intel syn