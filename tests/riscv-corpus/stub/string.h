/* Stub for freestanding rv32 builds (no rv32 libc headers on Debian 12). */
#include <stddef.h>
void *memset(void *, int, size_t); void *memcpy(void *, const void *, size_t);
