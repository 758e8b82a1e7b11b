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

/* Some CPUs fuse LUI and ADDI (TuneLUIADDIFusion); LLVM then keeps that
 * pair rather than C.LI+C.SLLI.  None of the shipped CPUs' assemblers see
 * it: llvm-mca's subtarget holds the CPU's features, and the tune
 * features do not change this choice for the listed CPUs. */
static void generate(int64_t val, const rv_ctx *x, steps *res)
{
    res->n = 0;
    impl(val, x, res);
    if ((val & 0xfff) != 0 && (val & 1) == 0 && res->n >= 2) {
        unsigned tz = ctz64((uint64_t)val);
        int64_t shifted = val >> tz;
        int compressible = is_int(shifted, 6);
        steps t = { .n = 0 };
        impl(shifted, x, &t);
        push(&t, "SLLI", tz);
        if (t.n < res->n || compressible)
            *res = t;
    }
    if (val > 0 && res->n > 2) {
        unsigned lz = clz64((uint64_t)val);
        uint64_t shifted = (uint64_t)val << lz;
        shifted |= lz ? (~0ull >> (64 - lz)) : 0;
        steps t = { .n = 0 };
        impl((int64_t)shifted, x, &t);
        push(&t, "SRLI", lz);
        if (t.n < res->n)
            *res = t;
        shifted &= lz ? ~(~0ull >> (64 - lz)) : ~0ull;
        t.n = 0;
        impl((int64_t)shifted, x, &t);
        push(&t, "SRLI", lz);
        if (t.n < res->n)
            *res = t;
        if (lz == 32 && rv_has(&x->feat, RVF_ZBA)) {
            uint64_t ones = (uint64_t)val | (~0ull << 32);
            t.n = 0;
            impl((int64_t)ones, x, &t);
            push(&t, "ADD_UW", 0);
            if (t.n < res->n)
                *res = t;
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBS)) {
        int64_t nv = val < 0 ? (val | 0x80000000ll) : (val & ~0x80000000ll);
        const char *opc = val < 0 ? "BCLRI" : "BSETI";
        if (is_int(nv, 32)) {
            steps t = { .n = 0 };
            impl(nv, x, &t);
            push(&t, opc, 31);
            if (t.n < res->n)
                *res = t;
        }
        int32_t lo = (int32_t)(uint32_t)val;
        uint32_t hi = (uint32_t)((uint64_t)val >> 32);
        steps t = { .n = 0 };
        impl(lo, x, &t);
        opc = NULL;
        if (lo > 0 && t.n + (unsigned)__builtin_popcount(hi) < res->n) {
            opc = "BSETI";
        } else if (lo < 0 && t.n + (unsigned)__builtin_popcount(~hi) < res->n) {
            opc = "BCLRI";
            hi = ~hi;
        }
        if (opc) {
            while (hi) {
                push(&t, opc, __builtin_ctz(hi) + 32);
                hi &= hi - 1;
            }
            if (t.n < res->n)
                *res = t;
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBA)) {
        int64_t div = 0;
        const char *opc = NULL;
        steps t = { .n = 0 };
        if (val % 3 == 0 && is_int(val / 3, 32))
            div = 3, opc = "SH1ADD";
        else if (val % 5 == 0 && is_int(val / 5, 32))
            div = 5, opc = "SH2ADD";
        else if (val % 9 == 0 && is_int(val / 9, 32))
            div = 9, opc = "SH3ADD";
        if (div) {
            impl(val / div, x, &t);
            push(&t, opc, 0);
            if (t.n < res->n)
                *res = t;
        } else {
            int64_t hi52 = (int64_t)(((uint64_t)val + 0x800ull) & ~0xfffull);
            int64_t lo12 = sext(val, 12);
            if (is_int(hi52 / 3, 32) && hi52 % 3 == 0)
                div = 3, opc = "SH1ADD";
            else if (is_int(hi52 / 5, 32) && hi52 % 5 == 0)
                div = 5, opc = "SH2ADD";
            else if (is_int(hi52 / 9, 32) && hi52 % 9 == 0)
                div = 9, opc = "SH3ADD";
            if (div) {
                impl(hi52 / div, x, &t);
                push(&t, opc, 0);
                push(&t, "ADDI", lo12);
                if (t.n < res->n)
                    *res = t;
            }
        }
    }
    if (res->n > 2 && rv_has(&x->feat, RVF_ZBB)) {
        unsigned rot = rotate_info(val);
        if (rot) {
            uint64_t u = (uint64_t)val;
            uint64_t neg = (u >> (64 - rot)) | (u << rot);
            res->n = 0;
            push(res, "ADDI", (int64_t)neg);
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
        } else if (!strncmp(op, "SH", 2) && strstr(op, "ADD")) {
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
