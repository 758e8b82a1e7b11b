/* riscv-matint: the instructions LLVM 22's assembler expands "li rd, imm"
 * into (RISCVMatInt: LUI/ADDI(W) for 32-bit values, otherwise the value
 * built from its high part with SLLI and ADDI, then shorter variants with
 * a final SLLI or SRLI, and the Zba/Zbs/Zbb forms when enabled). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "riscv-internal.h"

typedef struct {
    const char *op; /* LUI ADDI ADDIW SLLI SRLI SLLI_UW BSETI BCLRI ADD_UW SH1ADD.. RORI */
    int64_t imm;
} step;

typedef struct {
    step v[12];
    unsigned n;
} steps;

static void push(steps *s, const char *op, int64_t imm)
{
    if (s->n < sizeof s->v / sizeof *s->v)
        s->v[s->n++] = (step){ op, imm };
}

static int is_int(int64_t v, unsigned bits)
{
    int64_t lim = (int64_t)1 << (bits - 1);
    return v >= -lim && v < lim;
}

static int is_uint32(uint64_t v)
{
    return v <= UINT32_MAX;
}

static int64_t sext(int64_t v, unsigned bits)
{
    uint64_t m = 1ull << (bits - 1);
    uint64_t x = (uint64_t)v & ((m << 1) - 1);
    return (int64_t)((x ^ m) - m);
}

static unsigned ctz64(uint64_t v)
{
    return v ? (unsigned)__builtin_ctzll(v) : 64;
}

static unsigned clz64(uint64_t v)
{
    return v ? (unsigned)__builtin_clzll(v) : 64;
}

static void impl(int64_t val, const rv_ctx *x, steps *r)
{
    /* One bit with Zbs: BSETI, for bits LUI or ADDI cannot set alone and
     * for 2048 (LLVM 22: li a0, 2048 is bseti a0, zero, 11, RV32 too).
     * (unsigned: INT64_MIN is bit 63, and val - 1 must not overflow) */
    uint64_t u = (uint64_t)val;
    if (rv_has(&x->feat, RVF_ZBS) && u && (u & (u - 1)) == 0 &&
        (!is_int(val, 32) || val == 0x800)) {
        push(r, "BSETI", ctz64(u));
        return;
    }
    if (is_int(val, 32)) {
        int64_t hi20 = ((val + 0x800) >> 12) & 0xFFFFF;
        int64_t lo12 = sext(val, 12);
        if (hi20)
            push(r, "LUI", hi20);
        if (lo12 || hi20 == 0)
            /* ADDIW only where LUI+ADDI would leave the 32-bit range */
            push(r, x->rv64 && hi20 && !is_int(sext(hi20 << 12, 32) + lo12, 32) ? "ADDIW"
                                                                                 : "ADDI",
                 lo12);
        return;
    }
    int64_t lo12 = sext(val, 12);
    val = (int64_t)((uint64_t)val - (uint64_t)lo12);
    unsigned shift = 0;
    int unsig = 0;
    if (!is_int(val, 32)) {
        shift = ctz64((uint64_t)val);
        val >>= shift;
        if (shift > 12 && !is_int(val, 12)) {
            if (is_int((int64_t)((uint64_t)val << 12), 32)) {
                shift -= 12;
                val = (int64_t)((uint64_t)val << 12);
            } else if (is_uint32((uint64_t)val << 12) && rv_has(&x->feat, RVF_ZBA)) {
                shift -= 12;
                val = (int64_t)(((uint64_t)val << 12) | (0xffffffffull << 32));
                unsig = 1;
            }
        }
        if (is_uint32((uint64_t)val) && !is_int(val, 32) && rv_has(&x->feat, RVF_ZBA)) {
            val = (int64_t)((uint64_t)val | (0xffffffffull << 32));
            unsig = 1;
        }
    }
    impl(val, x, r);
    if (shift)
        push(r, unsig ? "SLLI_UW" : "SLLI", shift);
    if (lo12)
        push(r, "ADDI", lo12);
}

static unsigned rotate_info(int64_t val)
{
    uint64_t u = (uint64_t)val;
    unsigned lead1 = clz64(~u), trail1 = ctz64(~u);
    if (trail1 > 0 && trail1 < 64 && lead1 + trail1 > 64 - 12)
        return 64 - trail1;
    uint32_t hi = (uint32_t)(u >> 32), lo = (uint32_t)u;
    unsigned upper_trail1 = hi == UINT32_MAX ? 32 : (unsigned)__builtin_ctz(~hi);
    unsigned lower_lead1 = lo == UINT32_MAX ? 32 : (unsigned)__builtin_clz(~lo);
    if (upper_trail1 < 32 && upper_trail1 + lower_lead1 > 64 - 12)
        return 32 - upper_trail1;
    return 0;
}

/* The sequence for a positive value built shifted left over its leading
 * zeros (the vacated low bits filled with ones, then with zeros), undone
 * by a final SRLI; with Zba and exactly 32 leading zeros also the value
 * with its upper half set, undone by add.uw (zext.w).  Replaces res when
 * shorter, or fills an empty res when under 8 instructions (the caller
 * inverting a negative value starts empty). */
static void leading_zeros(int64_t val, const rv_ctx *x, steps *res)
{
    unsigned lz = clz64((uint64_t)val);
    uint64_t shifted = (uint64_t)val << lz;
    uint64_t low = lz ? ~0ull >> (64 - lz) : 0;
    steps t;
    for (int fill = 0; fill < 2; fill++) {
        t.n = 0;
        impl((int64_t)(fill == 0 ? shifted | low : shifted & ~low), x, &t);
        if (t.n + 1 < res->n || (res->n == 0 && t.n < 8)) {
            push(&t, "SRLI", lz);
            *res = t;
        }
    }
    if (lz == 32 && rv_has(&x->feat, RVF_ZBA)) {
        t.n = 0;
        impl((int64_t)((uint64_t)val | (~0ull << 32)), x, &t);
        if (t.n + 1 < res->n || (res->n == 0 && t.n < 8)) {
            push(&t, "ADD_UW", 0);
            *res = t;
        }
    }
}

/* Each rewrite below is kept only when it is strictly shorter, in LLVM's
 * order: trailing zeros (or a C.LI-sized value) with a final SLLI; a low
 * part like 0x17ff rounded up and given back by a final ADDI; leading
 * zeros with SRLI; a negative value inverted and given back by XORI -1;
 * equal halves with Zbkb's PACK; Zbs single-bit fixes; Zba SH*ADD
 * multiples; Zbb rotations.  CPUs that fuse LUI and ADDI (the tuning
 * feature lui-addi-fusion, from the models' cpus file) keep that pair
 * rather than C.LI+C.SLLI. */
static void generate(int64_t val, const rv_ctx *x, steps *res)
{
    steps t;
    res->n = 0;
    impl(val, x, res);
    if ((val & 0xfff) != 0 && (val & 1) == 0 && res->n >= 2) {
        unsigned tz = ctz64((uint64_t)val);
        int64_t shifted = val >> tz;
        t.n = 0;
        impl(shifted, x, &t);
        if (t.n + 1 < res->n ||
            (is_int(shifted, 6) && !rv_has(&x->feat, RVF_TUNE_LUI_ADDI_FUSION))) {
            push(&t, "SLLI", tz);
            *res = t;
        }
    }
    if (res->n <= 2)
        return;
    if ((val & 0xfff) != 0 && (val & 0x1800) == 0x1000) {
        int64_t imm12 = -(0x800 - (val & 0xfff));
        t.n = 0;
        impl((int64_t)((uint64_t)val - (uint64_t)imm12), x, &t);
        if (t.n + 1 < res->n) {
            push(&t, "ADDI", imm12);
            *res = t;
        }
    }
    if (val > 0 && res->n > 2)
        leading_zeros(val, x, res);
    if (val < 0 && res->n > 3) {
        t.n = 0;
        leading_zeros((int64_t)~(uint64_t)val, x, &t);
        if (t.n != 0 && t.n + 1 < res->n) {
            push(&t, "XORI", -1);
            *res = t;
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBKB)) {
        int64_t lo = sext(val, 32), hi = sext((int64_t)((uint64_t)val >> 32), 32);
        if (lo == hi) {
            t.n = 0;
            impl(lo, x, &t);
            if (t.n + 1 < res->n) {
                push(&t, "PACK", 0);
                *res = t;
            }
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBS)) {
        /* The low 31 bits sign-extended from bit 31 set (negative) or
         * clear, then every bit from 31 up that differs flipped alone. */
        uint64_t u = (uint64_t)val, upper = ~0ull << 31;
        int neg = val < 0;
        uint64_t flips = neg ? ~u & upper : u & upper;
        t.n = 0;
        impl(neg ? (int64_t)(u | upper) : (int64_t)(u & ~upper), x, &t);
        if (t.n + (unsigned)__builtin_popcountll(flips) < res->n) {
            for (; flips; flips &= flips - 1)
                push(&t, neg ? "BCLRI" : "BSETI", ctz64(flips));
            *res = t;
        }
        /* The low 32 bits as a signed value, then each upper bit that
         * differs from its sign set or cleared alone. */
        int32_t lo = (int32_t)(uint32_t)u;
        uint32_t hi = (uint32_t)(u >> 32);
        const char *opc = NULL;
        t.n = 0;
        impl(lo, x, &t);
        if (lo > 0 && t.n + (unsigned)__builtin_popcount(hi) < res->n) {
            opc = "BSETI";
        } else if (lo < 0 && t.n + (unsigned)__builtin_popcount(~hi) < res->n) {
            opc = "BCLRI";
            hi = ~hi;
        }
        if (opc) {
            for (; hi; hi &= hi - 1)
                push(&t, opc, __builtin_ctz(hi) + 32);
            *res = t;
        }
        /* One bit above the low 12 bits: BSETI then ADDI. */
        uint64_t rest = u - (uint64_t)sext(val, 12);
        if (res->n > 2 && (rest & (rest - 1)) == 0) {
            res->n = 0;
            push(res, "BSETI", ctz64(rest));
            push(res, "ADDI", sext(val, 12));
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBA)) {
        static const struct { int64_t div; const char *op; } sh[] = {
            { 3, "SH1ADD" }, { 5, "SH2ADD" }, { 9, "SH3ADD" },
        };
        unsigned k;
        for (k = 0; k < 3; k++)
            if (val % sh[k].div == 0 && is_int(val / sh[k].div, 32))
                break;
        if (k < 3) {
            t.n = 0;
            impl(val / sh[k].div, x, &t);
            if (t.n + 1 < res->n) {
                push(&t, sh[k].op, 0);
                *res = t;
            }
        } else {
            int64_t hi52 = (int64_t)(((uint64_t)val + 0x800ull) & ~0xfffull);
            for (k = 0; k < 3; k++)
                if (is_int(hi52 / sh[k].div, 32) && hi52 % sh[k].div == 0)
                    break;
            if (k < 3) {
                t.n = 0;
                impl(hi52 / sh[k].div, x, &t);
                if (t.n + 2 < res->n) {
                    push(&t, sh[k].op, 0);
                    push(&t, "ADDI", sext(val, 12));
                    *res = t;
                }
            }
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBB)) {
        unsigned rot = rotate_info(val);
        if (rot) {
            uint64_t u = (uint64_t)val;
            res->n = 0;
            push(res, "ADDI", (int64_t)((u >> (64 - rot)) | (u << rot)));
            push(res, "RORI", rot);
        }
    }
}

int rv_li(const rv_ctx *x, rv_seq *out, unsigned rd, int64_t value)
{
    steps s;
    generate(value, x, &s);
    unsigned src = x->fe->x[0];
    for (unsigned i = 0; i < s.n; i++) {
        mca_operand ops[3];
        memset(ops, 0, sizeof ops);
        ops[0].kind = MCA_OPERAND_REG;
        ops[0].reg = rd;
        unsigned n;
        const char *op = s.v[i].op;
        if (!strcmp(op, "LUI")) {
            ops[1].kind = MCA_OPERAND_IMM;
            ops[1].imm = s.v[i].imm;
            n = 2;
        } else if (!strcmp(op, "ADD_UW")) {
            ops[1].kind = ops[2].kind = MCA_OPERAND_REG;
            ops[1].reg = src;
            ops[2].reg = x->fe->x[0];
            n = 3;
        } else if ((!strncmp(op, "SH", 2) && strstr(op, "ADD")) || !strcmp(op, "PACK")) {
            ops[1].kind = ops[2].kind = MCA_OPERAND_REG;
            ops[1].reg = src;
            ops[2].reg = src;
            n = 3;
        } else {
            ops[1].kind = MCA_OPERAND_REG;
            ops[1].reg = src;
            ops[2].kind = MCA_OPERAND_IMM;
            ops[2].imm = s.v[i].imm;
            n = 3;
        }
        if (rv_seq_add(x, out, op, n, ops, NULL) != 0)
            return -1;
        src = rd;
    }
    return 0;
}
