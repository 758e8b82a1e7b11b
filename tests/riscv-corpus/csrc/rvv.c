/* RVV 1.0 intrinsics: compiled by ../harvest with clang -march=rv64gcv. */
#include <riscv_vector.h>
#include <stddef.h>
#include <stdint.h>

void deint3(float *o, const float *in, size_t n)
{
    for (size_t vl; n > 0; n -= vl, in += 3 * vl, o += vl) {
        vl = __riscv_vsetvl_e32m2(n);
        vfloat32m2x3_t v = __riscv_vlseg3e32_v_f32m2x3(in, vl);
        vfloat32m2_t s = __riscv_vfadd_vv_f32m2(__riscv_vget_v_f32m2x3_f32m2(v, 0),
                                                __riscv_vget_v_f32m2x3_f32m2(v, 1), vl);
        __riscv_vse32_v_f32m2(o, __riscv_vfmacc_vv_f32m2(s, s, __riscv_vget_v_f32m2x3_f32m2(v, 2), vl), vl);
    }
}
void strided(int64_t *o, const int64_t *in, ptrdiff_t stride, size_t n)
{
    for (size_t vl; n > 0; n -= vl, in += vl * stride, o += vl) {
        vl = __riscv_vsetvl_e64m4(n);
        vint64m4_t v = __riscv_vlse64_v_i64m4(in, stride * 8, vl);
        __riscv_vsse64_v_i64m4(o, 16, __riscv_vsra_vx_i64m4(v, 3, vl), vl);
    }
}
int32_t redsum(const int16_t *a, size_t n)
{
    vint32m1_t acc = __riscv_vmv_v_x_i32m1(0, 1);
    for (size_t vl; n > 0; n -= vl, a += vl) {
        vl = __riscv_vsetvl_e16m8(n);
        acc = __riscv_vwredsum_vs_i16m8_i32m1(__riscv_vle16_v_i16m8(a, vl), acc, vl);
    }
    return __riscv_vmv_x_s_i32m1_i32(acc);
}
void masked_div(uint32_t *a, const uint32_t *b, size_t n)
{
    for (size_t vl; n > 0; n -= vl, a += vl, b += vl) {
        vl = __riscv_vsetvl_e32m1(n);
        vuint32m1_t vb = __riscv_vle32_v_u32m1(b, vl);
        vbool32_t m = __riscv_vmsne_vx_u32m1_b32(vb, 0, vl);
        vuint32m1_t va = __riscv_vle32_v_u32m1_m(m, a, vl);
        __riscv_vse32_v_u32m1_m(m, a, __riscv_vdivu_vv_u32m1_m(m, va, vb, vl), vl);
    }
}
void gather8(uint8_t *o, const uint8_t *t, const uint16_t *idx, size_t n)
{
    for (size_t vl; n > 0; n -= vl, o += vl, idx += vl) {
        vl = __riscv_vsetvl_e8mf2(n);
        vuint16m1_t i = __riscv_vle16_v_u16m1(idx, vl);
        vuint8mf2_t v = __riscv_vluxei16_v_u8mf2(t, i, vl);
        __riscv_vse8_v_u8mf2(o, __riscv_vnsrl_wx_u8mf2(__riscv_vwaddu_vv_u16m1(v, v, vl), 1, vl), vl);
    }
}
void slide(float *o, const float *a, size_t n)
{
    size_t vl = __riscv_vsetvl_e32m1(n);
    vfloat32m1_t v = __riscv_vle32_v_f32m1(a, vl);
    v = __riscv_vfslide1down_vf_f32m1(__riscv_vslideup_vx_f32m1(v, v, 2, vl), 1.0f, vl);
    vuint32m1_t ix = __riscv_vid_v_u32m1(vl);
    __riscv_vse32_v_f32m1(o, __riscv_vrgather_vv_f32m1(v, ix, vl), vl);
    __riscv_vse32_v_f32m1(o + vl, __riscv_vfsqrt_v_f32m1(__riscv_vfcvt_f_xu_v_f32m1(__riscv_vcpop_m_b32(__riscv_vmflt_vf_f32m1_b32(v, 0.0f, vl), vl) ? ix : ix, vl), vl), vl);
}
