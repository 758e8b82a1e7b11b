/* SVE2-only intrinsics: compiled by ../harvest with -march=armv9-a+sve2. */
#include <arm_sve.h>
#include <stdint.h>
svint16_t narrow(svint32_t a, svint32_t b) { return svqxtnt_s32(svqxtnb_s32(a), b); }
svuint8_t hist(svbool_t pg, svuint8_t a, svuint8_t b) { return svhistseg_u8(a, b); }
svint32_t dot_lane(svint32_t acc, svint8_t a, svint8_t b) { return svdot_lane_s32(acc, a, b, 1); }
svuint64_t bsl(svuint64_t a, svuint64_t b, svuint64_t c) { return svbsl_u64(a, b, c); }
svint32_t absdiff(svint32_t acc, svint16_t a, svint16_t b) { return svabalb_s32(acc, a, b); }
svuint8_t matchx(svbool_t pg, svuint8_t a, svuint8_t b) { return svsel_u8(svmatch_u8(pg, a, b), a, b); }
