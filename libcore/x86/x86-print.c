/* x86-print: an instruction as llvm-mca prints it: the catalog form of the
 * opcode with its slots filled (registers, immediates, addresses), a tab
 * after the mnemonic and after each prefix. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mca/strbuf.h"
#include "x86-internal.h"

/* v as printf's %lld, or -0x%llx / 0x%llx in hex (written here: every
 * immediate and displacement comes through). */
static void put_imm(mca_strbuf *b, int64_t v, int hex)
{
    char t[40];
    size_t k = sizeof t;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    do {
        t[--k] = hex ? "0123456789abcdef"[u % 16] : (char)('0' + u % 10);
        u /= hex ? 16 : 10;
    } while (u);
    if (hex) {
        t[--k] = 'x';
        t[--k] = '0';
    }
    if (v < 0)
        t[--k] = '-';
    mca_strbuf_put(b, t + k, sizeof t - k);
}

static void put_reg(mca_strbuf *b, const mca_catalog *cat, unsigned r, int intel)
{
    const mca_register *reg = mca_catalog_register(cat, r);
    if (!reg || !reg->name)
        return;
    char t[32];
    size_t k = 0;
    if (!intel)
        t[k++] = '%';
    const char *n = reg->name;
    if (n[0] == 'S' && n[1] == 'T' && n[2] >= '0' && n[2] <= '9' && !n[3]) {
        memcpy(t + k, "st(", 3);
        t[k + 3] = n[2];
        t[k + 4] = ')';
        mca_strbuf_put(b, t, k + 5);
        return;
    }
    /* lower case (by value: tolower is a call per character), up to the
     * '_' of a mask pair (K0_K1) */
    for (; *n && !(n[0] == '_' && reg->name[0] == 'K'); n++) {
        if (k == sizeof t) {
            mca_strbuf_put(b, t, k);
            k = 0;
        }
        unsigned char c = (unsigned char)*n;
        t[k++] = (char)(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
    }
    mca_strbuf_put(b, t, k);
}

static void put_val(mca_strbuf *b, const mca_operand *o, const char *expr, int hex)
{
    if (o->kind == MCA_OPERAND_EXPR)
        mca_strbuf_puts(b, expr ? expr : "<expr>");
    else
        put_imm(b, o->imm, hex);
}

static void put_mem(mca_strbuf *b, const mca_catalog *cat, const mca_operand *o,
                    const char *const *ex, int intel, int hex)
{
    unsigned base = o[0].reg, index = o[2].reg, seg = o[4].reg;
    int64_t scale = o[1].imm;
    const mca_operand *d = &o[3];
    if (seg) {
        put_reg(b, cat, seg, intel);
        mca_strbuf_put(b, ":", 1);
    }
    if (!intel) {
        if (d->kind == MCA_OPERAND_EXPR || d->imm || (!base && !index))
            put_val(b, d, ex ? ex[3] : NULL, hex);
        if (base || index) {
            mca_strbuf_put(b, "(", 1);
            if (base)
                put_reg(b, cat, base, 0);
            if (index) {
                mca_strbuf_put(b, ",", 1);
                put_reg(b, cat, index, 0);
                if (scale != 1) {
                    mca_strbuf_put(b, ",", 1);
                    put_imm(b, scale, 0);
                }
            }
            mca_strbuf_put(b, ")", 1);
        }
        return;
    }
    mca_strbuf_put(b, "[", 1);
    int plus = 0;
    if (base) {
        put_reg(b, cat, base, 1);
        plus = 1;
    }
    if (index) {
        if (plus)
            mca_strbuf_put(b, " + ", 3);
        if (scale != 1 || !base) {
            put_imm(b, scale, 0);
            mca_strbuf_put(b, "*", 1);
        }
        put_reg(b, cat, index, 1);
        plus = 1;
    }
    if (d->kind == MCA_OPERAND_EXPR) {
        if (plus)
            mca_strbuf_put(b, " + ", 3);
        mca_strbuf_puts(b, ex && ex[3] ? ex[3] : "<expr>");
    } else if (d->imm || !plus) {
        int64_t v = d->imm;
        if (plus) {
            if (v > 0) {
                mca_strbuf_put(b, " + ", 3);
            } else {
                mca_strbuf_put(b, " - ", 3);
                v = (int64_t)(0 - (uint64_t)v);
            }
        }
        put_imm(b, v, hex);
    }
    mca_strbuf_put(b, "]", 1);
}

static int mem_slot(const mca_catalog *cat, const mca_opcode *op, unsigned n)
{
    if (n + 4 >= op->op_count)
        return 0;
    if (op->ops[n].kind == MCA_OPND_MEM)
        return 1;
    if (op->ops[n].kind != MCA_OPND_UNKNOWN)
        return 0;
    const mca_regclass *rc = op->ops[n + 4].regclass >= 0 ?
        mca_catalog_regclass(cat, (unsigned)op->ops[n + 4].regclass) : NULL;
    return rc && strcmp(rc->name, "SEGMENT_REG") == 0;
}

/* The form of op for variant whose fixed operand matches. */
static const mca_form *find_form(const mca_opcode *op, const mca_operand *ops,
                                 unsigned nops, int variant)
{
    mca_form_variant want = variant == MCA_X86_INTEL ? MCA_FORM_INTEL : MCA_FORM_ATT;
    const mca_form *any = NULL;
    for (unsigned k = 0; k < op->form_count; k++) {
        const mca_form *f = &op->forms[k];
        if (f->variant != want)
            continue;
        if (f->fixed_operand < 0)
            return f;
        if ((unsigned)f->fixed_operand < nops && ops[f->fixed_operand].imm == f->fixed_value)
            return f;
        if (!any)
            any = f;
    }
    return any;
}

static const char *const rc_names[] = { "{rn-sae}", "{rd-sae}", "{ru-sae}", "{rz-sae}" };

/* Expand one operand template [s, e) into b. */
static void expand(mca_strbuf *b, const mca_catalog *cat, const mca_opcode *op,
                   const mca_operand *ops, unsigned nops, const char *const *exprs,
                   int intel, int hex, const char *s, const char *e)
{
    const char *tmpl = s;
    while (s < e) {
        if (*s == '@' && isdigit((unsigned char)s[1])) {
            /* an absolute address inside brackets (moffs) is no "offset" */
            int bracketed = s > tmpl && s[-1] == '[';
            s++;
            unsigned n = 0;
            while (s < e && isdigit((unsigned char)*s) && n < 100000)
                n = n * 10 + (unsigned)(*s++ - '0');
            if (n >= nops || n >= op->op_count)
                continue;
            if (mem_slot(cat, op, n)) {
                put_mem(b, cat, &ops[n], exprs ? exprs + n : NULL, intel, hex);
            } else if (ops[n].kind == MCA_OPERAND_REG) {
                if (ops[n].reg == 0 && s < e && *s == ':') {
                    s++;
                    continue;
                }
                put_reg(b, cat, ops[n].reg, intel);
            } else {
                if (intel && ops[n].kind == MCA_OPERAND_EXPR &&
                    op->ops[n].kind != MCA_OPND_PCREL && !bracketed)
                    mca_strbuf_puts(b, "offset ");
                if (ops[n].kind == MCA_OPERAND_IMM && op->ops[n].kind == MCA_OPND_IMM &&
                    x86_is_u8imm(cat, op))
                    put_imm(b, ops[n].imm & 0xff, hex); /* $-1 prints as $255 */
                else
                    put_val(b, &ops[n], exprs ? exprs[n] : NULL, hex);
            }
            continue;
        }
        if (*s == '{' && e - s >= 8 && s[1] == 'r' && strncmp(s + 3, "-sae}", 5) == 0) {
            int done = 0;
            for (unsigned i = 0; i < op->op_count && i < nops && !done; i++)
                if (op->ops[i].kind == MCA_OPND_TARGET && op->ops[i].target_type == 13 &&
                    ops[i].imm >= 0 && ops[i].imm < 4) {
                    mca_strbuf_puts(b, rc_names[ops[i].imm]);
                    done = 1;
                }
            if (!done)
                mca_strbuf_put(b, s, 8);
            s += 8;
            continue;
        }
        mca_strbuf_put(b, s, 1);
        s++;
    }
}

/* The mnemonic of a compare family for condition v into b; whether the
 * condition has a name (otherwise the immediate is printed). */
static int cc_mnemonic(mca_strbuf *b, int kind, const char *m, size_t ml, int64_t v)
{
    const char *name = x86_cc_name(kind, v, m[0] == 'v');
    const char *key = kind == 1 ? "unord" : kind == 2 ? "ge" : "";
    size_t kl = strlen(key);
    size_t at = kind == 1 ? (size_t)(strstr(m, "unord") - m) : kind == 2 ? 5 : 5;
    if (at > ml)
        at = ml;
    mca_strbuf_put(b, m, at);
    if (name)
        mca_strbuf_puts(b, name);
    mca_strbuf_put(b, m + at + kl, ml - at - kl);
    return name != NULL;
}

char *x86_print(const mca_x86 *fe, unsigned opcode, const mca_operand *ops,
                unsigned nops, const char *const *exprs, int variant,
                int imm_hex, const char *pfx_text, int triple64, mca_strbuf *scratch)
{
    const mca_catalog *cat = fe->cat;
    const mca_opcode *op = mca_catalog_opcode(cat, opcode);
    if (!op)
        return NULL;
    const mca_form *f = find_form(op, ops, nops, variant);
    if (!f)
        return NULL;
    int intel = variant == MCA_X86_INTEL;
    mca_strbuf own;
    mca_strbuf_init(&own);
    mca_strbuf *bp = scratch ? scratch : &own;
    bp->len = 0;
    if (pfx_text)
        mca_strbuf_puts(bp, pfx_text);
    const char *s = f->text;
    /* pseudo prefixes of the form, then the mnemonic; tabs after each */
    while (*s == '{') {
        const char *e = strchr(s, ' ');
        if (!e)
            break;
        mca_strbuf_put(bp, s, (size_t)(e - s));
        mca_strbuf_put(bp, "\t", 1);
        s = e + 1;
    }
    const char *e = strchr(s, ' ');
    size_t ml = e ? (size_t)(e - s) : strlen(s);
    int immop, kind = x86_form_cc_kind(cat, op, f, &immop);
    int skip = -1, extra = 0;
    if (kind && immop >= 0 && (unsigned)immop < nops) {
        int named = cc_mnemonic(bp, kind, s, ml, ops[immop].imm);
        if (kind == 3 && named)
            skip = immop;
        if (kind == 1 && !named)
            extra = 1;
    } else if ((!strcmp(op->name, "AAD8i8") || !strcmp(op->name, "AAM8i8")) && nops == 1 &&
               ops[0].kind == MCA_OPERAND_IMM && ops[0].imm == 10) {
        /* LLVM prints its alias: base 10 is the mnemonic alone */
        mca_strbuf_put(bp, s, ml);
        e = NULL;
    } else if (!triple64 && !intel && !strcmp(op->name, "CALLpcrel32") && ml == 5 &&
               !strncmp(s, "callq", 5)) {
        /* LLVM's AT&T printer says "callq" only when the triple is 64-bit */
        mca_strbuf_put(bp, "calll", 5);
    } else {
        mca_strbuf_put(bp, s, ml);
    }
    if (e) {
        mca_strbuf_put(bp, "\t", 1);
        s = e + 1;
        int dfv = strncmp(s, "{dfv=", 5) ? -1 : x86_form_dfv_op(cat, op, f);
        if (dfv >= 0 && (unsigned)dfv < nops) {
            static const char *const fl[] = { "of", "sf", "zf", "cf" };
            static const int bit[] = { 3, 2, 1, 0 };
            mca_strbuf_put(bp, "{dfv=", 5);
            int any = 0;
            for (int k = 0; k < 4; k++)
                if (ops[dfv].imm & (1 << bit[k])) {
                    if (any)
                        mca_strbuf_put(bp, ",", 1);
                    mca_strbuf_puts(bp, fl[k]);
                    any = 1;
                }
            mca_strbuf_put(bp, "}\t", 2);
            const char *q = strchr(s, '}');
            s = q ? (q[1] == ' ' ? q + 2 : q + 1) : s + strlen(s);
        }
        int first = 1;
        if (extra && !intel) {
            mca_strbuf_put(bp, "$", 1);
            put_imm(bp, ops[immop].imm & (x86_is_u8imm(cat, op) ? 0xff : -1), imm_hex);
            first = 0;
        }
        while (*s) {
            const char *pe = strstr(s, ", ");
            if (!pe)
                pe = s + strlen(s);
            int is_skip = 0;
            if (skip >= 0) {
                const char *q = s;
                if (*q == '$')
                    q++;
                is_skip = *q == '@' && atoi(q + 1) == skip && q + 1 + (skip >= 10 ? 2 : 1) == pe;
            }
            if (!is_skip) {
                if (!first)
                    mca_strbuf_put(bp, ", ", 2);
                size_t pl = (size_t)(pe - s);
                int k0 = (pl == 3 && !strncmp(s, "%k0", 3)) || (pl == 2 && !strncmp(s, "k0", 2));
                int pair = k0 ? x86_pair_operand(cat, op) : -1;
                if (pair >= 0 && (unsigned)pair < nops)
                    put_reg(bp, cat, ops[pair].reg, intel);
                else
                    expand(bp, cat, op, ops, nops, exprs, intel, imm_hex, s, pe);
                first = 0;
            }
            s = *pe ? pe + 2 : pe;
        }
        if (extra && intel) {
            mca_strbuf_put(bp, ", ", 2);
            put_imm(bp, ops[immop].imm & (x86_is_u8imm(cat, op) ? 0xff : -1), imm_hex);
        }
    }
    if (bp->failed || !bp->data) {
        if (scratch)
            mca_strbuf_free(scratch); /* (a failure is sticky) */
        mca_strbuf_free(&own);
        return NULL;
    }
    /* the text is kept with its instruction: no spare room (every
     * instruction of a run has one, and their pages are a run's cost:
     * 7% more page faults on 1,000 lines without this); composed in the
     * caller's buffer, it is copied out at its size */
    if (!scratch) {
        char *text = realloc(own.data, own.len + 1);
        return text ? text : own.data;
    }
    char *text = malloc(bp->len + 1);
    if (text)
        memcpy(text, bp->data, bp->len + 1);
    return text;
}

char *mca_x86_print(const mca_x86 *fe, const mca_inst *inst,
                    const char *const *exprs, int variant, int imm_hex)
{
    return x86_print(fe, inst->opcode, inst->ops, inst->op_count, exprs,
                     variant, imm_hex, NULL, 1, NULL);
}
