/* SVE/SVE2 intrinsics and loops: compiled by ../harvest with +sve / +sve2. */
#include <arm_sve.h>
#include <stdint.h>
#include <stddef.h>

void saxpy(float *y, const float *x, float a, size_t n)
{
    for (size_t i = 0; i < n; i += svcntw()) {
        svbool_t pg = svwhilelt_b32_u64(i, n);
        svst1_f32(pg, y + i, svmla_n_f32_m(pg, svld1_f32(pg, y + i), svld1_f32(pg, x + i), a));
    }
}
int64_t sum_gather(const int64_t *b, const uint64_t *idx, size_t n)
{
    svint64_t acc = svdup_s64(0);
    for (size_t i = 0; i < n; i += svcntd()) {
        svbool_t pg = svwhilelt_b64_u64(i, n);
        acc = svadd_s64_m(pg, acc, svld1_gather_u64index_s64(pg, b, svld1_u64(pg, idx + i)));
    }
    return svaddv_s64(svptrue_b64(), acc);
}
void deint2(double *o, const double *in, size_t n)
{
    for (size_t i = 0; i < n; i += svcntd()) {
        svbool_t pg = svwhilelt_b64_u64(i, n);
        svfloat64x2_t v = svld2_f64(pg, in + 2 * i);
        svst1_f64(pg, o + i, svsqrt_f64_x(pg, svadd_f64_x(pg, svget2_f64(v, 0), svget2_f64(v, 1))));
    }
}
size_t count_zero(const uint8_t *p, size_t n)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i += svcntb()) {
        svbool_t pg = svwhilelt_b8_u64(i, n);
        c += svcntp_b8(pg, svcmpeq_n_u8(pg, svld1_u8(pg, p + i), 0));
    }
    return c;
}
svuint32_t compact(svbool_t pg, svuint32_t v) { return svcompact_u32(pg, svlsr_n_u32_x(pg, v, 3)); }
