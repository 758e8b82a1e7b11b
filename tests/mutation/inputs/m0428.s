.L2(23a0:
# libcrypto.so.3: loop of 10 instructions 