# gcc-o2-v2.so: loop of 8 instructions at 0x26e9 (g
N = 5