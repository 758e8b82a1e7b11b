// Bitfield moves, bit counting and CRC32.
ubfx x0, x1, #8, #16
sbfx w2, w3, #3, #5
bfi x4, x0, #32, #16
bfxil w5, w2, #0, #8
extr x6, x4, x0, #12
clz x7, x6
rbit w8, w5
rev x9, x7
rev16 w10, w8
crc32cx w11, w11, x9
crc32b w12, w11, w10
cls x13, x9
