/* a64-satcount: the errors of the SVE element counts (sqincb, uqdecw, ...:
 * {sq,uq}{inc,dec}{b,h,w,d}) as LLVM's matcher makes them.  Their forms
 * take a register (x, w, z with an element, or x then its w), then an
 * optional pattern, then an optional "mul #imm"; LLVM reads "mul" and the
 * immediate as two operands, and reports the furthest operand at which every
 * form failed ("invalid element width" for a z register of another element,
 * else "invalid operand"), or too few operands.  Used when the reader's own
 * matching failed; a statement some form takes operand by operand is left
 * to the reader's checks (ranges, the 32-bit form of the destination). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

enum { T_X, T_W, T_Z, T_PAT, T_IMM, T_MUL, T_EXPR, T_OTHER };

typedef struct {
    int cls;
    char el;     /* T_Z: its element letter */
    size_t at;   /* where LLVM locates it */
    size_t hash; /* a shift operator's '#' (lsl #2), 0 for none */
    size_t val;  /* T_IMM: where its value starts (after '#'); T_PAT: 1 named */
    bool custom; /* form side: a slot LLVM reads with its own parser */
} tok;

#define MAX_TOKS 12

static bool is_pattern(const char *s, size_t n)
{
    static const char *const names[] = {
        "pow2", "vl1", "vl2", "vl3", "vl4", "vl5", "vl6", "vl7", "vl8", "vl16", "vl32",
        "vl64", "vl128", "vl256", "mul4", "mul3", "all",
    };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == n && !strncasecmp(names[k], s, n))
            return true;
    return false;
}

static bool shift_word(const char *s, size_t n)
{
    static const char *const names[] = { "lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth",
                                         "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx" };
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (strlen(names[k]) == n && !strncasecmp(names[k], s, n))
            return true;
    return false;
}

bool a64_is_satcount(const char *mn)
{
    if ((mn[0] != 's' && mn[0] != 'u') || mn[1] != 'q')
        return false;
    if (strncmp(mn + 2, "inc", 3) && strncmp(mn + 2, "dec", 3))
        return false;
    return strchr("bhwd", mn[5]) && mn[5] && !mn[6];
}

/* The class of a register word s[0..n): T_X, T_W, T_Z (el set) or -1. */
static int reg_class(const char *s, size_t n, char *el)
{
    a64_reg r;
    const char *dot = memchr(s, '.', n);
    if (!a64_reg_word(s, dot ? (size_t)(dot - s) : n, &r))
        return -1;
    if (r.kind == A64_R_X && !r.sp && !dot)
        return T_X;
    if (r.kind == A64_R_W && !r.sp && !dot)
        return T_W;
    if (r.kind == A64_R_Z && dot && (size_t)(dot - s) + 2 == n) {
        *el = (char)tolower((unsigned char)dot[1]);
        return T_Z;
    }
    return T_OTHER;
}

/* The statement's operands as LLVM's operands: 0, or -1 with LLVM's parse
 * error in c. */
static int tokens(a64_cur *c, size_t at, tok *t, unsigned *n)
{
    const char *s = c->s;
    size_t end = c->end;
    *n = 0;
    while (at < end) {
        while (at < end && (s[at] == ' ' || s[at] == '\t'))
            at++;
        size_t e = at;
        while (e < end && s[e] != ',')
            e++;
        size_t te = e;
        while (te > at && (s[te - 1] == ' ' || s[te - 1] == '\t'))
            te--;
        if (*n + 2 > MAX_TOKS)
            return 0;
        size_t w = at;
        while (w < te && (isalnum((unsigned char)s[w]) || s[w] == '_' || s[w] == '.'))
            w++;
        size_t next = w;
        while (next < te && (s[next] == ' ' || s[next] == '\t'))
            next++;
        tok *k = &t[(*n)++];
        memset(k, 0, sizeof *k);
        k->at = at;
        char el = 0;
        int rc;
        if (w - at == 3 && !strncasecmp(s + at, "mul", 3) && next < te && s[next] == '#') {
            /* "mul #imm": two operands to LLVM ("mul" alone is a symbol) */
            k->cls = T_MUL;
            size_t v = next + 1;
            while (v < te && (s[v] == ' ' || s[v] == '\t'))
                v++;
            tok *i = &t[(*n)++];
            memset(i, 0, sizeof *i);
            i->cls = T_IMM;
            i->at = v;
            i->val = v;
        } else if (w > at && isalpha((unsigned char)s[at]) &&
                   (rc = reg_class(s + at, w - at, &el)) >= 0) {
            k->cls = rc;
            k->el = el;
            if (next < te)
                return 0; /* (a register followed by more: the reader's business) */
        } else if (w > at && isalpha((unsigned char)s[at])) {
            k->cls = is_pattern(s + at, w - at) ? T_PAT : T_EXPR;
            k->val = k->cls == T_PAT;
            if (next < te && s[next] == '#' && shift_word(s + at, w - at)) {
                k->cls = T_OTHER; /* a shift operand, or an error (see below) */
                k->hash = next;
            } else if (next < te) {
                return a64_error(c, next, 1, "unexpected token in argument list");
            }
        } else if (s[at] == '#' || isdigit((unsigned char)s[at]) || s[at] == '-') {
            k->cls = T_IMM;
            k->val = at;
            if (s[at] == '#') {
                k->val = at + 1;
                while (k->val < te && (s[k->val] == ' ' || s[k->val] == '\t'))
                    k->val++;
            }
        } else {
            k->cls = T_OTHER;
        }
        at = e < end ? e + 1 : e;
        if (e == end)
            break;
    }
    return 0;
}

/* A form's operands (from its catalog text after the mnemonic): the
 * classes LLVM's operands have; their count. */
static unsigned form_classes(const a64_fe *fe, const mca_opcode *op, const char *f, tok *t)
{
    unsigned n = 0;
    int seen_reg = -1;
    for (const char *p = f; *p && n + 2 <= MAX_TOKS;) {
        while (*p == ' ' || *p == ',')
            p++;
        if (!*p)
            break;
        tok *k = &t[n++];
        memset(k, 0, sizeof *k);
        if (!strncmp(p, "mul #@", 6)) {
            k->cls = T_MUL;
            memset(&t[n], 0, sizeof t[n]);
            t[n++].cls = T_IMM;
        } else if (*p == '@') {
            size_t len;
            unsigned slot = a64_slot_num(p + 1, &len);
            const char *after = p + 1 + len;
            int rc = slot < op->op_count && op->ops ? op->ops[slot].regclass : -1;
            const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc)
                                              : NULL;
            if (!cls) {
                k->cls = T_PAT;
                k->custom = true;
            } else if (*after == '.') {
                k->cls = T_Z;
                k->el = after[1];
            } else if ((int)slot == seen_reg || !strncmp(cls->name, "GPR32", 5)) {
                k->cls = T_W; /* (the second @0: the destination's 32-bit form) */
                k->custom = (int)slot == seen_reg;
            } else {
                k->cls = T_X;
                seen_reg = (int)slot;
            }
        } else {
            k->cls = T_OTHER;
        }
        while (*p && *p != ',')
            p++;
    }
    return n;
}

/* The value of the constant at s (decimal or 0x hex, '-' allowed). */
static long long const_at(const char *s)
{
    return strtoll(s, NULL, 0);
}

int a64_satcount_error(a64_cur *c, const char *mn, size_t ops_at)
{
    tok in[MAX_TOKS];
    unsigned nin;
    if (tokens(c, ops_at, in, &nin) != 0)
        return -1;
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(c->fe->cat, MCA_FORM_ASM, mn, strlen(mn), &refs);
    if (!nref)
        return 0;
    /* what LLVM reads at each index with its own parsers: a pattern, the
     * destination's 32-bit form */
    bool pat_at[MAX_TOKS] = { false }, w2_at[MAX_TOKS] = { false };
    tok forms[16][MAX_TOKS];
    unsigned fn[16], nf = 0;
    for (size_t k = 0; k < nref && nf < 16; k++) {
        mca_form form;
        const mca_opcode *op = mca_catalog_opcode(c->fe->cat, refs[k].opcode);
        if (!op || !mca_catalog_form(c->fe->cat, refs[k].opcode, refs[k].form, &form) ||
            form.pick >= 0)
            continue;
        const char *sp = strchr(form.text, ' ');
        fn[nf] = form_classes(c->fe, op, sp ? sp + 1 : "", forms[nf]);
        for (unsigned i = 0; i < fn[nf]; i++) {
            pat_at[i] = pat_at[i] || forms[nf][i].cls == T_PAT;
            w2_at[i] = w2_at[i] || (forms[nf][i].cls == T_W && forms[nf][i].custom);
        }
        nf++;
    }
    /* an immediate is located after its '#' where LLVM's pattern parser or
     * "mul #" reads it, else at the '#' */
    for (unsigned i = 0; i < nin; i++)
        if (in[i].cls == T_IMM && (pat_at[i] || (i && in[i - 1].cls == T_MUL)))
            in[i].at = in[i].val;
    /* a parse error: a shift operator ("lsl #2") after an operand LLVM's
     * own parsers read (a z register, a pattern written as a name or with
     * '#', the destination's 32-bit form, mul's immediate) stops at '#' */
    for (unsigned i = 1; i < nin; i++) {
        const tok *b = &in[i - 1];
        bool custom = b->cls == T_Z ||
                      (pat_at[i - 1] && (b->cls == T_PAT ||
                                         (b->cls == T_IMM && c->s[b->val - 1] == '#'))) ||
                      (b->cls == T_W && w2_at[i - 1]) ||
                      (b->cls == T_IMM && i >= 2 && in[i - 2].cls == T_MUL);
        if (in[i].hash && custom)
            return a64_error(c, in[i].hash, 1, "unexpected token in argument list");
    }
    unsigned best = 0;
    int diag = 0; /* at best: 0 invalid operand, 1 element width, 2 pattern */
    bool any = false;
    for (unsigned f = 0; f < nf; f++) {
        const tok *want = forms[f];
        unsigned nw = fn[f];
        /* the pattern and "mul #imm" may be left out, from the end */
        unsigned lens[3], nl = 0;
        lens[nl++] = nw;
        if (nw >= 2 && want[nw - 2].cls == T_MUL) {
            lens[nl++] = nw - 2;
            if (nw >= 3 && want[nw - 3].cls == T_PAT)
                lens[nl++] = nw - 3;
        }
        for (unsigned v = 0; v < nl; v++) {
            unsigned len = lens[v], i = 0;
            int d = 0;
            for (; i < len && i < nin; i++) {
                int a = in[i].cls, b = want[i].cls;
                if (a == b && (a != T_Z || in[i].el == want[i].el))
                    continue;
                if (b == T_PAT && a == T_IMM) {
                    long long pv = const_at(c->s + in[i].val);
                    if (pv >= 0 && pv <= 31)
                        continue;
                    d = 2;
                    break;
                }
                d = a == T_Z && b == T_Z;
                break;
            }
            if (i == len && i == nin) {
                /* a form takes it: the reader's checks decide, but for
                 * "mul #imm" out of range, reported before them */
                for (unsigned j = 1; j < nin; j++)
                    if (in[j].cls == T_IMM && in[j - 1].cls == T_MUL) {
                        size_t save = c->pos;
                        c->pos = in[j - 1].at;
                        int bad = a64_mul_constant(c);
                        c->pos = save;
                        if (bad)
                            return -1;
                        long long m = const_at(c->s + in[j].val);
                        if (m < 1 || m > 16)
                            return a64_error(c, in[j].at, 1,
                                             "immediate must be an integer in range [1, 16].");
                    }
                return 0;
            }
            any = true;
            if (i > best) {
                best = i;
                diag = d;
            } else if (i == best && d) {
                diag = d;
            }
        }
    }
    if (!any)
        return 0;
    if (best >= nin) {
        size_t span = 1;
        if (nin) {
            /* LLVM's range ends at the last operand (an immediate's one short) */
            size_t e = c->end;
            while (e > c->mn_at && (c->s[e - 1] == ' ' || c->s[e - 1] == '\t'))
                e--;
            span = e - c->mn_at - (in[nin - 1].cls == T_IMM);
        }
        return a64_error(c, c->mn_at, span, "too few operands for instruction");
    }
    if (diag == 2)
        return a64_error(c, in[best].val, 1, "invalid predicate pattern");
    return a64_error(c, in[best].at, 1, "%s",
                     diag ? "invalid element width" : "invalid operand for instruction");
}
