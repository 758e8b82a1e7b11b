.intel_syntax nopefix
# libcrypto.so.3: loop 