/* NEON, crypto and dot-product intrinsics: compiled by ../harvest. */
#include <arm_neon.h>
#include <arm_acle.h>
#include <stdint.h>
#include <stddef.h>

uint8x16_t aes_round(uint8x16_t s, uint8x16_t k) { return vaesmcq_u8(vaeseq_u8(s, k)); }
uint8x16_t aes_inv(uint8x16_t s, uint8x16_t k) { return vaesimcq_u8(vaesdq_u8(s, k)); }
uint32x4_t sha256(uint32x4_t a, uint32x4_t b, uint32x4_t w)
{ return vsha256su1q_u32(vsha256hq_u32(a, b, w), a, vsha256h2q_u32(b, a, w)); }
uint32x4_t sha1(uint32x4_t a, uint32_t e, uint32x4_t w)
{ return vsha1cq_u32(vsha1mq_u32(vsha1pq_u32(a, e, w), e, w), vsha1h_u32(e), w); }
poly128_t clmul(poly64_t a, poly64_t b) { return vmull_p64(a, b); }
void dot(int32_t *o, const int8_t *a, const int8_t *b, size_t n)
{
    int32x4_t acc = vdupq_n_s32(0);
    for (size_t i = 0; i + 16 <= n; i += 16)
        acc = vdotq_s32(acc, vld1q_s8(a + i), vld1q_s8(b + i));
    vst1q_s32(o, acc);
}
void deint(float *o, const float *in, size_t n)
{
    for (size_t i = 0; i + 12 <= n; i += 12) {
        float32x4x3_t v = vld3q_f32(in + i);
        vst1q_f32(o + i / 3, vfmaq_laneq_f32(v.val[0], v.val[1], v.val[2], 3));
    }
}
int16x8_t sat(int16x8_t a, int16x8_t b) { return vqrdmulhq_s16(vqaddq_s16(a, b), vqsubq_s16(a, b)); }
uint8x16_t tbl(uint8x16x2_t t, uint8x16_t i) { return vqtbl2q_u8(t, i); }
float32x4_t recip(float32x4_t x) { float32x4_t r = vrecpeq_f32(x); return vmulq_f32(vrecpsq_f32(x, r), r); }
uint16x8_t widen(uint8x16_t a, uint8x16_t b) { return vabal_high_u8(vmull_u8(vget_low_u8(a), vget_low_u8(b)), a, b); }
uint32_t crc(uint32_t c, uint64_t d, uint8_t b) { return __crc32cd(__crc32b(c, b), d); }
