/* a64-generic: the instructions whose operands are printed as written
 * (FP, NEON, SVE, atomics, ...): the statement is matched against the
 * catalog's printed forms of its mnemonic (LLVM's printer output with @N
 * operand slots) and printed by the form that matched.  A register slot
 * takes a register of the operand's class (v registers become Q or D by
 * the class, lists become LLVM's tuple registers: { v0.16b, v1.16b } is
 * Q0_Q1); an immediate slot takes a constant or an expression, with or
 * without '#'.  The first form that matches wins: forms the assembler
 * selects for their own text first. */
#include <config.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"
#include "../asm/asm-symtab.h"

#define MAX_SLOTS 12

typedef struct {
    int set;
    int is_reg;
    unsigned reg;
    int64_t imm;
    char *expr;          /* printed text of a symbolic immediate */
    int post_imm;        /* a post-index register slot given as #imm */
    int named;           /* an immediate given by name */
    int as_kind;         /* a z register written as b..q (faddv d0, ...) */
    /* list registers */
    int kind;
    unsigned nums[4];
    int listn;
} slot;

typedef struct {
    const a64_fe *fe;
    const char *in;      /* normalised operand text */
    size_t pos, len;
    slot s[MAX_SLOTS];
    a64_labels *labels;
    size_t fail_pos;     /* where the last match attempt stopped */
    int mn_zero;         /* fmax/fmin: the low FP immediate is #0.0 */
    const char *fp_lit;  /* SVE's two-valued FP immediate as printed (0.5, 1.0...) */
    size_t post_fail;    /* 1 + where a post-index of the wrong size starts, or 0 */
    int loose;           /* any element size of a z register matches (see generic_text) */
    size_t z_at;         /* where the last z register read starts */
    size_t width_at;     /* 1 + where the first near miss is (see below), or 0 */
    const char *width_msg; /* LLVM's words for it */
    int mem_form;        /* the form has an address (its lists are no such register) */
    const a64_cur *c;    /* for the .req aliases */
    int width_rz;        /* width_msg is a restricted z register's */
    size_t rz_end;       /* where that register's text ends */
} gstate;

/* Whether the slot at f[at] follows an address ("[x0], @2": a post-index
 * register), not a lane index ("mov v0.d[@1], @2"): the bracket opens
 * after a blank. */
static bool after_address(const char *f, size_t at)
{
    if (at < 3 || strncmp(f + at - 3, "], ", 3) != 0)
        return false;
    size_t k = at - 3;
    while (k > 0 && f[k] != '[')
        k--;
    return f[k] == '[' && k > 0 && f[k - 1] == ' ';
}

static void gstate_clear(gstate *g)
{
    for (int i = 0; i < MAX_SLOTS; i++)
        free(g->s[i].expr);
    memset(g->s, 0, sizeof g->s);
    g->fp_lit = NULL;
}

static void skip_ws(const char *s, size_t *i, size_t n)
{
    while (*i < n && (s[*i] == ' ' || s[*i] == '\t'))
        (*i)++;
}

/* Catalog register for register r in class rc (-1: any); 0 when none. */
static unsigned class_reg(const a64_fe *fe, int kind, unsigned num, int sp, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    unsigned cand[2] = { 0, 0 };
    switch (kind) {
    case A64_R_X: cand[0] = sp ? fe->xsp : fe->reg[A64_R_X][num]; break;
    case A64_R_W: cand[0] = sp ? fe->wsp : fe->reg[A64_R_W][num]; break;
    case A64_R_V:
        cand[0] = fe->reg[A64_R_Q][num];
        cand[1] = fe->reg[A64_R_D][num];
        break;
    default: cand[0] = fe->reg[kind][num]; break;
    }
    for (int k = 0; k < 2; k++)
        if (cand[k] && (!cls || mca_regclass_contains(cls, cand[k])))
            return cand[k];
    /* SVE reductions write b..q, which the MCInst holds as the z register */
    if (cls && kind >= A64_R_B && kind <= A64_R_Q && fe->reg[A64_R_Z][num] &&
        mca_regclass_contains(cls, fe->reg[A64_R_Z][num]))
        return fe->reg[A64_R_Z][num];
    return 0;
}

/* Is class rc a class of register pairs (casp)? */
static int pair_class(const a64_fe *fe, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    return cls && cls->name && strstr(cls->name, "SeqPairs") != NULL;
}

/* A .req alias at g->pos (the word up to a '.', its type suffix). */
static int read_alias(gstate *g, int *kind, unsigned *num, int *sp)
{
    size_t i = g->pos;
    while (i < g->len && (isalnum((unsigned char)g->in[i]) || g->in[i] == '_' ||
                          g->in[i] == '$' || g->in[i] == '@'))
        i++;
    a64_reg r;
    if (i == g->pos || !g->c || isdigit((unsigned char)g->in[g->pos]) ||
        !a64_req_find(g->c, g->in + g->pos, i - g->pos, &r))
        return 0;
    *kind = r.kind;
    *num = r.num;
    *sp = r.sp;
    g->pos = i;
    return 1;
}

/* A register name at g->pos: kind and number; 1 read. */
static int read_builtin(gstate *g, int *kind, unsigned *num, int *sp)
{
    size_t i = g->pos;
    while (i < g->len && isalnum((unsigned char)g->in[i]))
        i++;
    size_t n = i - g->pos;
    char w[8];
    if (!n || n >= sizeof w)
        return 0;
    for (size_t k = 0; k < n; k++)
        w[k] = (char)tolower((unsigned char)g->in[g->pos + k]);
    w[n] = 0;
    *sp = 0;
    static const struct { const char *n; int kind; unsigned num; int sp; } sp_names[] = {
        { "xzr", A64_R_X, 31, 0 }, { "wzr", A64_R_W, 31, 0 }, { "sp", A64_R_X, 31, 1 },
        { "wsp", A64_R_W, 31, 1 }, { "fp", A64_R_X, 29, 0 }, { "lr", A64_R_X, 30, 0 },
        /* LLVM's scalar aliases of the zero registers */
        { "x31", A64_R_X, 31, 0 }, { "w31", A64_R_W, 31, 0 },
    };
    for (size_t k = 0; k < sizeof sp_names / sizeof *sp_names; k++)
        if (!strcmp(w, sp_names[k].n)) {
            *kind = sp_names[k].kind;
            *num = sp_names[k].num;
            *sp = sp_names[k].sp;
            g->pos = i;
            return 1;
        }
    size_t p = 1;
    switch (w[0]) {
    case 'x': *kind = A64_R_X; break;
    case 'w': *kind = A64_R_W; break;
    case 'b': *kind = A64_R_B; break;
    case 'h': *kind = A64_R_H; break;
    case 's': *kind = A64_R_S; break;
    case 'd': *kind = A64_R_D; break;
    case 'q': *kind = A64_R_Q; break;
    case 'v': *kind = A64_R_V; break;
    case 'z': *kind = A64_R_Z; break;
    case 'p':
        *kind = A64_R_P;
        if (w[1] == 'n') {
            *kind = A64_R_PN;
            p = 2;
        }
        break;
    default: return 0;
    }
    if (!w[p] || (w[p] == '0' && w[p + 1]))
        return 0;
    unsigned v = 0;
    for (; w[p]; p++) {
        if (!isdigit((unsigned char)w[p]))
            return 0;
        v = v * 10 + (unsigned)(w[p] - '0');
    }
    unsigned limit = *kind == A64_R_P || *kind == A64_R_PN ? 16
                     : *kind == A64_R_X || *kind == A64_R_W ? 31 : 32;
    if (v >= limit)
        return 0;
    *num = v;
    g->pos = i;
    return 1;
}

/* Register word at g->pos, a name or a .req alias: kind and number; 1 read. */
static int read_reg(gstate *g, int *kind, unsigned *num, int *sp)
{
    return read_builtin(g, kind, num, sp) || read_alias(g, kind, num, sp);
}

static const char *const sve_prf[16] = {
    "pldl1keep", "pldl1strm", "pldl2keep", "pldl2strm", "pldl3keep", "pldl3strm", NULL, NULL,
    "pstl1keep", "pstl1strm", "pstl2keep", "pstl2strm", "pstl3keep", "pstl3strm", NULL, NULL,
};

static const char *const sve_pat[32] = {
    "pow2", "vl1", "vl2", "vl3", "vl4", "vl5", "vl6", "vl7", "vl8", "vl16", "vl32", "vl64",
    "vl128", "vl256", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL, NULL, "mul4", "mul3", "all",
};

/* The value a name stands for in an immediate slot (condition codes,
 * SVE prefetch operations and predicate patterns), or -1; *kind: 1, 2, 3. */
static int64_t named_value(const char *s, int *kind)
{
    int cc = a64_cond(s);
    *kind = 1;
    if (cc >= 0)
        return cc;
    *kind = 2;
    for (int k = 0; k < 16; k++)
        if (sve_prf[k] && !strcasecmp(s, sve_prf[k]))
            return k;
    *kind = 3;
    for (int k = 0; k < 32; k++)
        if (sve_pat[k] && !strcasecmp(s, sve_pat[k]))
            return k;
    return -1;
}

/* Mnemonics whose operands end with an optional predicate pattern (all)
 * and multiplier (mul #1). */
static int counts_pattern(const char *mn)
{
    static const char *const pre[] = { "ptrue", "cnt", "inc", "dec", "sqinc", "uqinc",
                                       "sqdec", "uqdec" };
    for (size_t k = 0; k < sizeof pre / sizeof *pre; k++)
        if (!strncmp(mn, pre[k], strlen(pre[k])))
            return strcmp(mn, "cntp") != 0 && strncmp(mn, "incp", 4) && strncmp(mn, "decp", 4)
                   && strncmp(mn + 2, "incp", 4) && strncmp(mn + 2, "decp", 4);
    return 0;
}

/* The number of z registers an indexed form's register class allows
 * (LLVM's ZPR_3b: z0..z7, ZPR_4b: z0..z15), 0 for another class. */
static int restricted_z(const a64_fe *fe, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    if (!cls || !cls->name)
        return 0;
    return !strcmp(cls->name, "ZPR_3b") ? 8 : !strcmp(cls->name, "ZPR_4b") ? 16 : 0;
}

/* LLVM's message for a z register outside z0..z(n-1) with element t. */
static const char *restricted_msg(int n, char t)
{
    static const char *const msgs[2][4] = {
        { "Invalid restricted vector register, expected z0.b..z7.b",
          "Invalid restricted vector register, expected z0.h..z7.h",
          "Invalid restricted vector register, expected z0.s..z7.s",
          "Invalid restricted vector register, expected z0.d..z7.d" },
        { "Invalid restricted vector register, expected z0.b..z15.b",
          "Invalid restricted vector register, expected z0.h..z15.h",
          "Invalid restricted vector register, expected z0.s..z15.s",
          "Invalid restricted vector register, expected z0.d..z15.d" },
    };
    int k = t == 'b' ? 0 : t == 'h' ? 1 : t == 's' ? 2 : 3;
    return msgs[n > 8][k];
}

/* Whether the last non-blank character before at is a '#'. */
static int hash_before(const char *in, size_t at)
{
    while (at > 0 && (in[at - 1] == ' ' || in[at - 1] == '\t'))
        at--;
    return at > 0 && in[at - 1] == '#';
}

/* sq/uq inc/dec's form "Xd, Wd, pattern, mul #imm" (SQDECB_XPiWdI ...):
 * its second @0 is the destination's 32-bit register. */
static int wd_form(const char *name)
{
    size_t n = strlen(name);
    return n > 7 && !strcmp(name + n - 7, "_XPiWdI");
}

/* An immediate at g->pos (after an optional '#' already consumed). */
/* Whether a register's name (and nothing more of a word) is at the
 * input: x1, w0, sp, lr, v0, ... (z0 and p0 without a suffix LLVM's
 * operand parser leaves as symbols). */
static bool register_word(gstate *g)
{
    size_t save = g->pos;
    int kind, sp;
    unsigned num;
    bool reg = read_reg(g, &kind, &num, &sp) && kind != A64_R_Z && kind != A64_R_P &&
               kind != A64_R_PN;
    int ch = g->pos < g->len ? (unsigned char)g->in[g->pos] : 0;
    g->pos = save;
    return reg && !isalnum(ch) && ch != '_' && ch != '.';
}

static int read_imm(gstate *g, slot *sl, a64_cur *outer)
{
    {
        /* a register is no immediate */
        size_t save = g->pos;
        int kind, sp;
        unsigned num;
        if (read_reg(g, &kind, &num, &sp)) {
            int ch = g->pos < g->len ? (unsigned char)g->in[g->pos] : 0;
            g->pos = save;
            if (!isalnum(ch) && ch != '_')
                return 0;
        }
        g->pos = save;
    }
    a64_cur c;
    memset(&c, 0, sizeof c);
    c.s = g->in;
    c.pos = g->pos;
    c.end = g->len;
    c.fe = g->fe;
    c.labels = g->labels;
    c.format = outer ? outer->format : MCA_ASM_ELF; /* (its specifiers) */
    char *mod = NULL;
    if (c.pos < c.end && c.s[c.pos] == ':') {
        size_t i = c.pos + 1;
        while (i < c.end && (isalnum((unsigned char)c.s[i]) || c.s[i] == '_'))
            i++;
        if (i >= c.end || c.s[i] != ':')
            return 0;
        mod = strndup(c.s + c.pos, i + 1 - c.pos);
        if (!mod)
            return -1;
        /* (a name LLVM does not know is the operand parser's error) */
        char name[24];
        size_t n = i - c.pos - 1;
        if (n >= sizeof name) {
            free(mod);
            return 0;
        }
        for (size_t k = 0; k < n; k++)
            name[k] = (char)tolower((unsigned char)c.s[c.pos + 1 + k]);
        name[n] = 0;
        if (!a64_known_specifier(name)) {
            free(mod);
            return 0;
        }
        c.pos = i + 1;
    }
    a64_val v;
    if (a64_parse_expr(&c, &v) != 0) {
        free(mod);
        free(c.err_msg);
        return 0;
    }
    (void)outer;
    g->pos = c.pos;
    sl->set = 1;
    sl->is_reg = 0;
    int nk;
    if (v.sym && !mod && named_value(v.sym, &nk) >= 0) {
        sl->imm = named_value(v.sym, &nk);
        sl->named = nk;
        a64_val_free(&v);
        return 1;
    }
    if (v.sym || mod) {
        size_t n = (mod ? strlen(mod) : 0) + (v.sym ? strlen(v.sym) : 24) + 1;
        sl->expr = malloc(n);
        if (!sl->expr) {
            free(mod);
            a64_val_free(&v);
            return -1;
        }
        if (v.sym)
            snprintf(sl->expr, n, "%s%s", mod ? mod : "", v.sym);
        else
            snprintf(sl->expr, n, "%s%lld", mod ? mod : "", (long long)v.val);
    } else {
        sl->imm = v.val;
    }
    free(mod);
    a64_val_free(&v);
    return 1;
}

/* The bytes a NEON structure load or store with post-index moves, the
 * only immediate LLVM takes for it (ld1 { v0.4s }, [x0], #16): LD1Onev4s_POST
 * 16, LD2Twov8b_POST 16, LD3Rv4s_POST 12, ST4i16_POST 8; 0 for other names. */
static int64_t post_size(const char *nm)
{
    size_t n = strlen(nm);
    if (n < 8 || (strncmp(nm, "LD", 2) && strncmp(nm, "ST", 2)) || nm[2] < '1' ||
        nm[2] > '4' || strcmp(nm + n - 5, "_POST") != 0)
        return 0;
    int regs = nm[2] - '0';
    const char *p = nm + 3;
    static const char *const counts[] = { "One", "Two", "Three", "Four" };
    for (int k = 0; k < 4; k++) {
        size_t l = strlen(counts[k]);
        if (!strncmp(p, counts[k], l) && p[l] == 'v') {
            /* whole registers: 16 bytes for 16b/8h/4s/2d, 8 for the others */
            int elems = atoi(p + l + 1);
            char t = p[l + 1 + (elems >= 10 ? 2 : 1)];
            int bits = t == 'b' ? 8 : t == 'h' ? 16 : t == 's' ? 32 : t == 'd' ? 64 : 0;
            return (int64_t)(k + 1) * elems * bits / 8;
        }
    }
    int bits = 0;
    if (p[0] == 'R' && p[1] == 'v') {
        int elems = atoi(p + 2);
        char t = p[2 + (elems >= 10 ? 2 : 1)];
        bits = t == 'b' ? 8 : t == 'h' ? 16 : t == 's' ? 32 : t == 'd' ? 64 : 0;
    } else if (p[0] == 'i') {
        bits = atoi(p + 1);
    }
    return (int64_t)regs * bits / 8;
}

/* NEON's FP compares with zero (FCMLTv4i32rz, FCMEQv1i64rz, ...). */
static int is_cmp_zero(const char *nm)
{
    size_t n = strlen(nm);
    return !strncmp(nm, "FCM", 3) && n > 2 && !strcmp(nm + n - 2, "rz");
}

/* Match form text f (after the mnemonic) against the input; 1 matched. */
static int match_form_1(gstate *g, const char *f, const mca_opcode *op, a64_cur *outer,
                        int pattern);

/* Match, recording where the input stopped matching. */
static int match_form(gstate *g, const char *f, const mca_opcode *op, a64_cur *outer,
                      int pattern)
{
    int r = match_form_1(g, f, op, outer, pattern);
    g->fail_pos = g->pos;
    return r;
}

/* The loose pass met a predicate written with an element where the form
 * wants none (or another): LLVM's words, kept at the first such place. */
static void predicate_near_miss(gstate *g, const mca_opnd_desc *d, size_t save)
{
    if (g->width_at)
        return;
    const mca_regclass *pc = d->regclass >= 0
        ? mca_catalog_regclass(g->fe->cat, (unsigned)d->regclass) : NULL;
    g->width_at = save + 1;
    g->width_msg = pc && pc->name && !strcmp(pc->name, "PPR_3b")
        ? "invalid restricted predicate register, expected p0..p7 (without element suffix)"
        : "invalid predicate register.";
}

static int match_form_1(gstate *g, const char *f, const mca_opcode *op, a64_cur *outer,
                        int pattern)
{
    size_t fi = 0, fn = strlen(f);
    g->pos = 0;
    int depth = 0, nobrace = 0;
    for (;;) {
        skip_ws(f, &fi, fn);
        skip_ws(g->in, &g->pos, g->len);
        if (fi >= fn)
            return g->pos >= g->len;
        char fc = f[fi];
        int at_end = g->pos >= g->len, at_close = !at_end && g->in[g->pos] == ']';
        size_t e;
        /* an omitted offset: [x0] for [x0, #0] and [x0, #0, mul vl] */
        if (fc == ',' && at_close && !strncmp(f + fi, ", #@", 4)) {
            unsigned n = a64_slot_num(f + fi + 4, &e);
            const char *after = f + fi + 4 + e;
            if (n < MAX_SLOTS && !g->s[n].set && (*after == ']' || !strncmp(after, ", mul vl]", 9))) {
                g->s[n].set = 1;
                g->s[n].imm = 0;
                fi += 4 + e + (*after == ']' ? 0 : 8);
                continue;
            }
        }
        /* ldff1's omitted index: [x0] is [x0, xzr{, lsl #k}] (LLVM's alias) */
        if (fc == ',' && at_close && !strncmp(op->name, "LDFF1", 5) &&
            !strncmp(f + fi, ", @", 3)) {
            unsigned n = a64_slot_num(f + fi + 3, &e);
            const char *after = f + fi + 3 + e, *close = strchr(after, ']');
            unsigned xzr = g->fe->reg[A64_R_X][31];
            if (n < MAX_SLOTS && n < op->op_count && !g->s[n].set && close &&
                (after == close || !strncmp(after, ", lsl #", 7)) &&
                class_reg(g->fe, A64_R_X, 31, 0, op->ops[n].regclass) == xzr) {
                g->s[n].set = 1;
                g->s[n].is_reg = 1;
                g->s[n].reg = xzr;
                fi = (size_t)(close - f);
                continue;
            }
        }
        /* an omitted pattern (all) and multiplier (mul #1) */
        if (pattern && fc == ',' && at_end) {
            if (!strncmp(f + fi, ", mul #@", 8)) {
                unsigned n = a64_slot_num(f + fi + 8, &e);
                if (n < MAX_SLOTS && !g->s[n].set) {
                    g->s[n].set = 1;
                    g->s[n].imm = 1;
                    fi += 8 + e;
                    continue;
                }
            } else if (!strncmp(f + fi, ", @", 3)) {
                unsigned n = a64_slot_num(f + fi + 3, &e);
                if (n < MAX_SLOTS && n < op->op_count && op->ops[n].kind != MCA_OPND_REG &&
                    !g->s[n].set) {
                    g->s[n].set = 1;
                    g->s[n].imm = 31;
                    g->s[n].named = 3;
                    fi += 3 + e;
                    continue;
                }
            }
        }
        /* a one-register list written without braces: z0.s for { z0.s } */
        if (fc == '{' && depth == 0 && !at_end && g->in[g->pos] != '{') {
            const char *close = strchr(f + fi, '}');
            const char *at = strchr(f + fi, '@');
            if (close && at && at < close && !memchr(at + 1, '@', (size_t)(close - at - 1)) &&
                !memchr(f + fi, ',', (size_t)(close - (f + fi)))) {
                nobrace = 1;
                depth++;
                fi++;
                continue;
            }
        }
        if (fc == '}' && nobrace) {
            nobrace = 0;
            depth--;
            fi++;
            continue;
        }
        if (fc == '@') {
            size_t slot_at = fi;
            size_t j = fi + 1;
            unsigned n = 0;
            while (j < fn && isdigit((unsigned char)f[j]))
                n = n * 10 + (unsigned)(f[j++] - '0');
            fi = j;
            if (n >= op->op_count || n >= MAX_SLOTS)
                return 0;
            slot *sl = &g->s[n];
            const mca_opnd_desc *d = &op->ops[n];
            if (d->kind == MCA_OPND_REG || (d->kind == MCA_OPND_TARGET && d->regclass >= 0)) {
                int kind, sp;
                unsigned num;
                size_t save = g->pos;
                if (g->pos < g->len && (g->in[g->pos] == '#' || isdigit((unsigned char)g->in[g->pos])) &&
                    depth == 0 && d->regclass >= 0 && after_address(f, slot_at)) {
                    /* post-index by the transfer size: Rm is xzr */
                    if (g->in[g->pos] == '#')
                        g->pos++;
                    slot tmp;
                    memset(&tmp, 0, sizeof tmp);
                    int r = read_imm(g, &tmp, outer);
                    if (r <= 0 || tmp.expr) {
                        free(tmp.expr);
                        return r < 0 ? -1 : 0;
                    }
                    int64_t want = post_size(op->name);
                    if (want && tmp.imm != want) {
                        g->pos = save;
                        g->post_fail = save + 1;
                        return 0;
                    }
                    sl->set = 1;
                    sl->is_reg = 1;
                    sl->reg = g->fe->reg[A64_R_X][31];
                    sl->post_imm = 1;
                    sl->imm = tmp.imm;
                    continue;
                }
                if (!read_reg(g, &kind, &num, &sp)) {
                    g->pos = save;
                    return 0;
                }
                /* (a load or store's list in braces: LLVM reports no
                 * element width; written without braces it does) */
                if (kind == A64_R_Z)
                    g->z_at = depth > 0 && !nobrace && g->mem_form ? (size_t)-1 : save;
                if (depth > 0 && kind != A64_R_V && kind != A64_R_Z && kind != A64_R_P &&
                    kind != A64_R_PN) {
                    g->pos = save;
                    return 0;   /* (a list holds vector registers: not q3.s) */
                }
                if (depth > 0 || pair_class(g->fe, d->regclass)) {
                    if (sl->listn == 0) {
                        sl->kind = kind;
                        sl->nums[0] = num;
                        sl->listn = 1;
                        sl->set = 1;
                        sl->is_reg = 1;
                    } else {
                        if (kind != sl->kind || sl->listn >= 4 ||
                            num != (sl->nums[sl->listn - 1] + 1) % 32)
                            return 0;
                        sl->nums[sl->listn++] = num;
                    }
                    continue;
                }
                if (sl->set && sl->is_reg && wd_form(op->name)) {
                    /* sq/uq inc/dec's 32-bit saturating form: Xd, Wd */
                    if (kind == A64_R_W && !sp && sl->reg == g->fe->reg[A64_R_X][num])
                        continue;
                    if (kind == A64_R_W && !g->width_at) {
                        g->width_at = save + 1;
                        g->width_msg = "operand must be 32-bit form of destination register";
                    }
                    if (kind == A64_R_W && g->loose)
                        continue;
                    return 0;
                }
                unsigned reg = class_reg(g->fe, kind, num, sp, d->regclass);
                int rz = !reg && g->loose && kind == A64_R_Z ? restricted_z(g->fe, d->regclass) : 0;
                if (rz && g->fe->reg[A64_R_Z][num] && g->pos + 1 < g->len &&
                    g->in[g->pos] == '.' && strchr("bhsd", g->in[g->pos + 1])) {
                    /* the loose pass: an indexed form's z0..z7 or z0..z15 */
                    if (!g->width_at) {
                        g->width_at = save + 1;
                        g->width_msg = restricted_msg(rz, g->in[g->pos + 1]);
                        g->width_rz = 1;
                        g->rz_end = g->pos + 2;
                    }
                    reg = g->fe->reg[A64_R_Z][num];
                }
                if (!reg && g->loose && kind == A64_R_P && num >= 8 &&
                    g->fe->reg[A64_R_P][num]) {
                    /* the loose pass: p8..p15 where only p0..p7 fit */
                    if (!g->width_at) {
                        g->width_at = save + 1;
                        g->width_msg = "invalid restricted predicate register, expected "
                                       "p0..p7 (without element suffix)";
                    }
                    reg = g->fe->reg[A64_R_P][num];
                }
                if (!reg)
                    return 0;
                int as_kind = kind >= A64_R_B && kind <= A64_R_Q &&
                              reg == g->fe->reg[A64_R_Z][num] ? kind : 0;
                /* v registers need an arrangement; b..q registers none */
                int dot = fi < fn && f[fi] == '.';
                if ((kind == A64_R_V) != dot && kind != A64_R_Z && kind != A64_R_P &&
                    kind != A64_R_PN)
                    return 0;
                if (g->loose && kind == A64_R_P && !dot && g->pos + 1 < g->len &&
                    g->in[g->pos] == '.' && strchr("bhsdq", g->in[g->pos + 1]) &&
                    (g->pos + 2 >= g->len || !isalnum((unsigned char)g->in[g->pos + 2])) &&
                    (fi >= fn || f[fi] != '/') && (g->pos + 2 >= g->len || g->in[g->pos + 2] != '/')) {
                    /* the loose pass: a bare predicate written with an element */
                    predicate_near_miss(g, d, save);
                    g->pos += 2;
                } else if (g->loose && kind == A64_R_P && fi + 1 < fn &&
                           ((!dot && f[fi] == '/' && strchr("zm", f[fi + 1])) ||
                            (dot && strchr("bhsdq", f[fi + 1]) && g->pos + 1 < g->len &&
                             g->in[g->pos + 1] != f[fi + 1])) &&
                           g->pos + 1 < g->len && g->in[g->pos] == '.' &&
                           strchr("bhsdq", g->in[g->pos + 1]) &&
                           (g->pos + 2 >= g->len ||
                            (!isalnum((unsigned char)g->in[g->pos + 2]) &&
                             g->in[g->pos + 2] != '/'))) {
                    /* the loose pass: a governing predicate (p1/z) written
                     * with an element (p1.b), or a predicate of another
                     * element size (pfalse p0.s) */
                    predicate_near_miss(g, d, save);
                    g->pos += 2;
                    fi += 2;
                }
                if (sl->set) {
                    if (!sl->is_reg || sl->reg != reg)
                        return 0;
                } else {
                    sl->set = 1;
                    sl->is_reg = 1;
                    sl->reg = reg;
                    sl->as_kind = as_kind;
                    sl->nums[0] = num;
                }
                continue;
            }
            /* immediate, pc-relative or untyped */
            size_t imm_at = g->pos;
            if (g->pos < g->len && g->in[g->pos] == '#')
                g->pos++;
            slot tmp;
            memset(&tmp, 0, sizeof tmp);
            if (d->kind == MCA_OPND_PCREL && register_word(g)) {
                /* a register where a label goes: adr/adrp read the word
                 * as a symbol (their own operand parser), the others fail
                 * with LLVM's label message (the loose pass goes on) */
                bool adr = !strcmp(op->name, "ADR") || !strcmp(op->name, "ADRP");
                if (!adr && !g->loose)
                    return 0;
                if (!adr && !g->width_at) {
                    g->width_at = imm_at + 1;
                    g->width_msg = "expected label or encodable integer pc offset";
                }
                size_t we = g->pos;
                while (we < g->len && (isalnum((unsigned char)g->in[we]) || g->in[we] == '_'))
                    we++;
                tmp.expr = strndup(g->in + g->pos, we - g->pos);
                if (!tmp.expr)
                    return -1;
                g->pos = we;
                if (sl->set) {
                    free(tmp.expr);
                    return 0;
                }
                tmp.set = 1;
                *sl = tmp;
                continue;
            }
            int r = read_imm(g, &tmp, outer);
            if (r <= 0) {
                free(tmp.expr);
                return r;
            }
            if (pattern && tmp.expr) {
                /* a predicate pattern or multiplier is a name or a number
                 * (ptrue p0.s, vl512 is no symbol) */
                free(tmp.expr);
                g->pos = imm_at;
                return 0;
            }
            if (pattern && slot_at >= 5 && !strncmp(f + slot_at - 5, "mul #", 5) &&
                g->in[imm_at] != '#' && !hash_before(g->in, imm_at)) {
                /* LLVM's parser wants the '#' of "mul #imm" */
                free(tmp.expr);
                g->pos = imm_at;
                return 0;
            }
            if (pattern && !tmp.expr && slot_at >= 5 && !strncmp(f + slot_at - 5, "mul #", 5) &&
                (tmp.imm < 1 || tmp.imm > 16)) {
                /* the multiplier of cnt/inc/dec and their saturating forms */
                if (!g->width_at) {
                    g->width_at = imm_at + (g->in[imm_at] == '#') + 1;
                    while (g->in[g->width_at - 1] == ' ' || g->in[g->width_at - 1] == '\t')
                        g->width_at++;
                    g->width_msg = "immediate must be an integer in range [1, 16].";
                }
                if (!g->loose)
                    return 0;
            }
            if (sl->set) {
                int same = !sl->is_reg && !tmp.expr && !sl->expr && tmp.imm == sl->imm;
                free(tmp.expr);
                if (!same)
                    return 0;
                continue;
            }
            *sl = tmp;
            continue;
        }
        if (fc == 'l' && !strncmp(f + fi, "lsl #@", 6) && g->pos + 3 < g->len &&
            !strncasecmp(g->in + g->pos, "msl", 3) && strlen(op->name) > 4 &&
            !strcmp(op->name + strlen(op->name) - 4, "_msl")) {
            /* movi/mvni's msl #8 or #16, held as LLVM's shifter (MSL << 6 | amount) */
            unsigned n = a64_slot_num(f + fi + 6, &e);
            g->pos += 3;
            skip_ws(g->in, &g->pos, g->len);
            if (g->pos < g->len && g->in[g->pos] == '#')
                g->pos++;
            slot tmp;
            memset(&tmp, 0, sizeof tmp);
            int r = read_imm(g, &tmp, outer);
            if (r <= 0 || tmp.expr || (tmp.imm != 8 && tmp.imm != 16) || n >= MAX_SLOTS ||
                g->s[n].set) {
                free(tmp.expr);
                return r < 0 ? -1 : 0;
            }
            g->s[n].set = 1;
            g->s[n].imm = (4 << 6) | tmp.imm;
            fi += 6 + e;
            continue;
        }
        if (fc == ',' && depth == 0 && !strncmp(f + fi, ", lsl #@", 8) &&
            (g->pos >= g->len || g->in[g->pos] != ',')) {
            /* an omitted shift is lsl #0 */
            size_t j = fi + 8;
            unsigned n = 0;
            while (j < fn && isdigit((unsigned char)f[j]))
                n = n * 10 + (unsigned)(f[j++] - '0');
            if (n >= MAX_SLOTS || g->s[n].set)
                return 0;
            g->s[n].set = 1;
            g->s[n].imm = 0;
            fi = j;
            continue;
        }
        if (fc == '#' && fi + 3 < fn && isdigit((unsigned char)f[fi + 1]) && f[fi + 2] == '.' &&
            isdigit((unsigned char)f[fi + 3]) && op->op_count &&
            op->ops[op->op_count - 1].kind == MCA_OPND_UNKNOWN &&
            !g->s[op->op_count - 1].set) {
            /* SVE's FP immediates: one of two values (fadd #0.5 or #1.0,
             * fmul #0.5 or #2.0, fmax #0.0 or #1.0); the form shows one */
            size_t i = g->pos;
            if (i < g->len && g->in[i] == '#')
                i++;
            char *endp;
            char buf[32];
            size_t k = 0;
            while (i + k < g->len && k + 1 < sizeof buf && g->in[i + k] != ',')
                buf[k] = g->in[i + k], k++;
            buf[k] = 0;
            double d = strtod(buf, &endp);
            if (endp == buf || signbit(d))
                return 0; /* (-0.0 is neither 0.0 nor a value LLVM encodes) */
            const char *hex = buf + strspn(buf, " \t");
            size_t hd = 2;
            while (hex[0] == '0' && hex[1] == 'x' && isxdigit((unsigned char)hex[hd]))
                hd++;
            if (hex[0] == '0' && hex[1] == 'x' && hex[hd] != '.' && hex[hd] != 'p' &&
                hex[hd] != 'P') {
                /* LLVM's FP parser takes "0x.." as the 8-bit encoding (a
                 * hexadecimal real, 0x1p-1, is a number) */
                unsigned long v = strtoul(hex + 2, &endp, 16);
                if (v > 255)
                    return 0;
                d = a64_fp8_decode((int)v);
            }
            double hi = f[fi + 1] == '2' ? 2.0 : 1.0;
            double lo = 0.5;
            static const char *const texts[] = { "0.0", "0.5", "1.0", "2.0" };
            const char *lo_text = texts[1];
            if (g->mn_zero) {
                lo = 0.0;
                lo_text = texts[0];
            }
            int which;
            if (d == lo)
                which = 0;
            else if (d == hi)
                which = 1;
            else
                return 0;
            g->s[op->op_count - 1].set = 1;
            g->s[op->op_count - 1].imm = which;
            g->fp_lit = which ? (hi == 2.0 ? texts[3] : texts[2]) : lo_text;
            g->pos = i + (size_t)(endp - buf);
            fi += 4;
            continue;
        }
        if (fc == '#' && !strncmp(f + fi, "#0.0", 4) && is_cmp_zero(op->name)) {
            /* NEON's compares with zero also take an integer 0 (LLVM's
             * aliases with #0: fcmlt v0.4s, v1.4s, 0 | #0 | #0x0) */
            size_t save = g->pos;
            if (g->pos < g->len && g->in[g->pos] == '#')
                g->pos++;
            slot tmp;
            memset(&tmp, 0, sizeof tmp);
            int r = read_imm(g, &tmp, outer);
            int zero = r > 0 && !tmp.expr && tmp.imm == 0 &&
                       (g->pos >= g->len || g->in[g->pos] != '.');
            free(tmp.expr);
            if (r < 0)
                return -1;
            if (zero) {
                fi += 4;
                continue;
            }
            g->pos = save;
        }
        if (fc == '#' && (g->pos >= g->len || g->in[g->pos] != '#')) {
            fi++;
            continue;
        }
        if (g->pos >= g->len)
            return 0;
        if (tolower((unsigned char)fc) != tolower((unsigned char)g->in[g->pos])) {
            /* the loose pass: a z register's element letter of another size */
            char a = (char)tolower((unsigned char)fc), b = (char)tolower((unsigned char)g->in[g->pos]);
            if (!g->loose || fi == 0 || f[fi - 1] != '.' || g->pos == 0 ||
                g->in[g->pos - 1] != '.' || !strchr("bhsdq", a) || !strchr("bhsdq", b) ||
                g->z_at == (size_t)-1 || g->z_at >= g->pos)
                return 0;
            if (!g->width_at) {
                g->width_at = g->z_at + 1;
                g->width_msg = "invalid element width";
            }
        }
        if (fc == '{')
            depth++;
        else if (fc == '}')
            depth--;
        fi++;
        g->pos++;
    }
}

/* The tuple register of a list slot (Q0_Q1, D2_D3_D4, Z0_Z1...) in class rc. */
static unsigned tuple_reg(const a64_fe *fe, const slot *sl, int rc)
{
    if (sl->listn == 1)
        return class_reg(fe, sl->kind, sl->nums[0], 0, rc);
    if (sl->kind == A64_R_X || sl->kind == A64_R_W) {
        /* casp pairs: X0_X1, W30_WZR */
        char name[40];
        size_t o = 0;
        for (int k = 0; k < sl->listn; k++) {
            const mca_register *r = mca_catalog_register(fe->cat, fe->reg[sl->kind][sl->nums[k]]);
            o += (size_t)snprintf(name + o, sizeof name - o, "%s%s", k ? "_" : "",
                                  r && r->name ? r->name : "?");
            if (o >= sizeof name)
                return 0;
        }
        unsigned r = a64_named_reg(fe, name);
        const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
        return r && (!cls || mca_regclass_contains(cls, r)) ? r : 0;
    }
    static const char prefixes[] = { 'Q', 'D', 'Z', 'P' };
    for (size_t p = 0; p < sizeof prefixes; p++) {
        if ((sl->kind == A64_R_Z) != (prefixes[p] == 'Z'))
            continue;
        if ((sl->kind == A64_R_P) != (prefixes[p] == 'P'))
            continue;
        char name[40];
        size_t o = 0;
        for (int k = 0; k < sl->listn; k++)
            o += (size_t)snprintf(name + o, sizeof name - o, "%s%c%u", k ? "_" : "",
                                  prefixes[p], sl->nums[k]);
        unsigned r = a64_named_reg(fe, name);
        const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
        if (r && (!cls || mca_regclass_contains(cls, r)))
            return r;
    }
    return 0;
}

/* Is the slot at slot_at the pattern operand (not after "mul #")? */
static int op_pattern_slot(const char *text, const char *slot_at)
{
    return !(slot_at - text >= 5 && !strncmp(slot_at - 5, "mul #", 5));
}

/* noalias: LLVM's printer writes no alias (the CPU lacks its features): the
 * defaults the aliases leave out are printed. */
static void print_form(a64_match *m, const gstate *g, const char *text, int noalias)
{
    char mnb[16];
    size_t ml = strcspn(text, " ");
    snprintf(mnb, sizeof mnb, "%.*s", (int)(ml < 15 ? ml : 15), text);
    int pattern = counts_pattern(mnb);
    static const char *const hex_mn[] = { "svc", "hvc", "smc", "hlt", "brk", "dcps1", "dcps2",
                                          "dcps3" };
    int hex_imm = 0;
    for (size_t k = 0; k < sizeof hex_mn / sizeof *hex_mn; k++)
        hex_imm |= !strcmp(mnb, hex_mn[k]);
    const char *sp = strchr(text, ' ');
    if (!sp) {
        mca_strbuf_puts(&m->text, text);
        return;
    }
    mca_strbuf_put(&m->text, text, (size_t)(sp - text));
    mca_strbuf_putc(&m->text, '\t');
    int listk[MAX_SLOTS] = { 0 };
    int printed[MAX_SLOTS] = { 0 };
    int depth = 0;
    for (const char *f = sp + 1; *f; f++) {
        if (*f == '{')
            depth++;
        if (*f == '}')
            depth--;
        if (*f == ',' && !noalias && !strncmp(f, ", #@", 4)) {
            size_t e;
            unsigned n = a64_slot_num(f + 4, &e);
            const char *after = f + 4 + e;
            if (n < MAX_SLOTS && !g->s[n].is_reg && !g->s[n].expr && g->s[n].imm == 0 &&
                ((*after == ']' && after[1] != '!') || !strncmp(after, ", mul vl]", 9))) {
                f = after - 1 + (*after == ']' ? 0 : 8);
                continue;
            }
        }
        if (*f == ',' && pattern && !noalias && !strncmp(f, ", mul #@", 8)) {
            size_t e;
            unsigned n = a64_slot_num(f + 8, &e);
            if (n < MAX_SLOTS && !g->s[n].is_reg && g->s[n].imm == 1) {
                f += 8 + e - 1;
                continue;
            }
        }
        if (*f == ',' && pattern && !noalias && !strncmp(f, ", @", 3)) {
            size_t e;
            unsigned n = a64_slot_num(f + 3, &e);
            const char *after = f + 3 + e;
            if (n < MAX_SLOTS && !g->s[n].is_reg && g->s[n].imm == 31 && !g->s[n].expr) {
                size_t e2;
                int rest_default = !*after;
                if (!strncmp(after, ", mul #@", 8)) {
                    unsigned m2 = a64_slot_num(after + 8, &e2);
                    rest_default = m2 < MAX_SLOTS && g->s[m2].imm == 1 && !after[8 + e2];
                }
                if (rest_default)
                    break;
            }
        }
        if (*f == ',' && !noalias && !strncmp(mnb, "ldff1", 5) && !strncmp(f, ", @", 3)) {
            /* ldff1 with xzr as its index prints [x0] */
            size_t e;
            unsigned n = a64_slot_num(f + 3, &e);
            const char *after = f + 3 + e, *close = strchr(after, ']');
            if (n < MAX_SLOTS && g->s[n].is_reg && g->s[n].reg == g->fe->reg[A64_R_X][31] &&
                close && (after == close || !strncmp(after, ", lsl #", 7))) {
                f = close - 1;
                continue;
            }
        }
        if (*f == ',' && depth == 0 && !strncmp(f, ", lsl #@", 8)) {
            unsigned n = (unsigned)atoi(f + 8);
            if (n < MAX_SLOTS && !g->s[n].is_reg && !g->s[n].expr && (g->s[n].imm >> 6) == 4) {
                /* an msl shifter */
                mca_strbuf_printf(&m->text, ", msl #%d", (int)(g->s[n].imm & 63));
                f += 7;
                while (isdigit((unsigned char)f[1]))
                    f++;
                continue;
            }
            if (n < MAX_SLOTS && !g->s[n].is_reg && !g->s[n].expr && g->s[n].imm == 0) {
                f += 7;
                while (isdigit((unsigned char)f[1]))
                    f++;
                continue;
            }
        }
        if (*f == '#' && g->fp_lit && isdigit((unsigned char)f[1]) && f[2] == '.' &&
            isdigit((unsigned char)f[3])) {
            mca_strbuf_printf(&m->text, "#%s", g->fp_lit);
            f += 3;
            continue;
        }
        if (*f != '@') {
            if (*f == '#' && f[1] == '@') {
                unsigned n = (unsigned)atoi(f + 2);
                if (n < MAX_SLOTS && g->s[n].expr)
                    continue;
            }
            mca_strbuf_putc(&m->text, *f);
            continue;
        }
        const char *slot_at = f;
        unsigned n = 0;
        while (isdigit((unsigned char)f[1]))
            n = n * 10 + (unsigned)(*++f - '0');
        if (n >= MAX_SLOTS)
            continue;
        const slot *sl = &g->s[n];
        int again = printed[n];
        printed[n] = 1;
        if (sl->named == 1 && sl->imm >= 0 && sl->imm < 16) {
            mca_strbuf_puts(&m->text, a64_cond_names[sl->imm]);
            continue;
        }
        if (pattern && !sl->is_reg && !sl->expr && n > 0 && slot_at > text &&
            slot_at[-1] == ' ' && slot_at[-2] == ',' && op_pattern_slot(text, slot_at)) {
            if (sl->imm >= 0 && sl->imm < 32 && sve_pat[sl->imm])
                mca_strbuf_puts(&m->text, sve_pat[sl->imm]);
            else
                mca_strbuf_printf(&m->text, "#%lld", (long long)sl->imm);
            continue;
        }
        if (sl->post_imm) {
            mca_strbuf_printf(&m->text, "#%lld", (long long)sl->imm);
        } else if (n == 0 && !sl->is_reg && !sl->expr && !strncmp(text, "prf", 3)) {
            if (sl->imm >= 0 && sl->imm < 16 && sve_prf[sl->imm])
                mca_strbuf_puts(&m->text, sve_prf[sl->imm]);
            else
                mca_strbuf_printf(&m->text, "#%lld", (long long)sl->imm);
        } else if (sl->is_reg && sl->listn && (sl->kind == A64_R_X || sl->kind == A64_R_W)) {
            int k = listk[n]++;
            char buf[32];
            mca_strbuf_puts(&m->text, a64_reg_text(g->fe, g->fe->reg[sl->kind]
                                                   [sl->nums[k < sl->listn ? k : 0]],
                                                   buf, sizeof buf));
        } else if (sl->is_reg && sl->as_kind) {
            static const char letters[] = "???bhsdq";
            mca_strbuf_printf(&m->text, "%c%u", letters[sl->as_kind < 8 ? sl->as_kind : 0],
                              sl->nums[0]);
        } else if (sl->is_reg && depth > 0 && sl->listn) {
            int k = listk[n]++;
            if (k == 1 && slot_at - text >= 3 && !strncmp(slot_at - 3, " - ", 3))
                k = sl->listn - 1;
            char pc = sl->kind == A64_R_Z ? 'z' : sl->kind == A64_R_P ? 'p' : 'v';
            mca_strbuf_printf(&m->text, "%c%u", pc, sl->nums[k < sl->listn ? k : 0]);
        } else if (sl->is_reg && again && pattern && mnb[1] == 'q' &&
                   sl->reg == g->fe->reg[A64_R_X][sl->nums[0]]) {
            /* sq/uq inc/dec's Xd, Wd: the second is the 32-bit register */
            char buf[32];
            mca_strbuf_puts(&m->text, a64_reg_text(g->fe, g->fe->reg[A64_R_W][sl->nums[0]],
                                                   buf, sizeof buf));
        } else if (sl->is_reg) {
            char buf[32];
            a64_reg_text(g->fe, sl->reg, buf, sizeof buf);
            if (f[1] == '.' && (buf[0] == 'q' || buf[0] == 'd'))
                buf[0] = 'v';
            mca_strbuf_puts(&m->text, buf);
        } else if (sl->expr) {
            mca_strbuf_puts(&m->text, sl->expr);
        } else if (hex_imm && sl->imm > 0) {
            /* the exception-generating instructions print in hex */
            mca_strbuf_printf(&m->text, "0x%llx", (unsigned long long)sl->imm);
        } else {
            /* -print-imm-hex: immediates in hex, shift amounts and the
             * post-index size in decimal */
            int hexed = m->hex && slot_at - text >= 1 && slot_at[-1] == '#' &&
                        !(slot_at - text >= 5 && (!strncmp(slot_at - 5, "lsl #", 5) ||
                                                 !strncmp(slot_at - 5, "msl #", 5) ||
                                                 !strncmp(slot_at - 5, "mul #", 5)));
            a64_imm_text(&m->text, sl->imm, hexed);
        }
    }
}

/* Expand register ranges in lists: "{ v0.4s - v2.4s }" to "{ v0.4s, v1.4s, v2.4s }". */
static char *normalise(const char *s, size_t n)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '{') {
            mca_strbuf_putc(&b, s[i]);
            continue;
        }
        size_t close = i;
        while (close < n && s[close] != '}')
            close++;
        size_t dash = i;
        while (dash < close && s[dash] != '-')
            dash++;
        if (close >= n || dash >= close) {
            mca_strbuf_putc(&b, s[i]);
            continue;
        }
        /* first and last: letter(s), number, suffix */
        char first[24], last[24];
        size_t a = i + 1;
        while (a < dash && (s[a] == ' ' || s[a] == '\t'))
            a++;
        size_t ae = dash;
        while (ae > a && (s[ae - 1] == ' ' || s[ae - 1] == '\t'))
            ae--;
        size_t l = dash + 1;
        while (l < close && (s[l] == ' ' || s[l] == '\t'))
            l++;
        size_t le = close;
        while (le > l && (s[le - 1] == ' ' || s[le - 1] == '\t'))
            le--;
        if (ae - a >= sizeof first || le - l >= sizeof last) {
            mca_strbuf_putc(&b, s[i]);
            continue;
        }
        memcpy(first, s + a, ae - a);
        first[ae - a] = 0;
        memcpy(last, s + l, le - l);
        last[le - l] = 0;
        char p1 = (char)tolower((unsigned char)first[0]);
        char p2 = (char)tolower((unsigned char)last[0]);
        char *e1, *e2;
        long n1 = strtol(first + 1, &e1, 10), n2 = strtol(last + 1, &e2, 10);
        if (p1 != p2 || e1 == first + 1 || e2 == last + 1 || strcasecmp(e1, e2) != 0) {
            mca_strbuf_putc(&b, s[i]);
            continue;
        }
        int mod = p1 == 'p' ? 16 : 32;
        long count = (n2 - n1 + mod) % mod + 1;
        mca_strbuf_puts(&b, "{ ");
        for (long k = 0; k < count; k++)
            mca_strbuf_printf(&b, "%s%c%ld%s", k ? ", " : "", p1, (n1 + k) % mod, e1);
        mca_strbuf_puts(&b, " }");
        i = close;
    }
    if (b.failed) {
        mca_strbuf_free(&b);
        return NULL;
    }
    mca_strbuf_putc(&b, 0);
    return b.data;
}

/* Fill the MCInst operands from the slots; 0 when some operand has none. */
static int fill(a64_match *m, gstate *g, const mca_opcode *op)
{
    m->nops = 0;
    for (unsigned i = 0; i < op->op_count && i < MAX_SLOTS; i++) {
        const mca_opnd_desc *d = &op->ops[i];
        slot *sl = &g->s[i];
        if (!sl->set && d->tied >= 0 && (unsigned)d->tied < i) {
            m->ops[m->nops++] = m->ops[d->tied];
            continue;
        }
        if (!sl->set && i + 1 == op->op_count && i > 0 && d->kind == MCA_OPND_UNKNOWN &&
            g->s[i - 1].set && !g->s[i - 1].is_reg) {
            /* an unprinted shift after an immediate (dup z0.s, #0): lsl #0 */
            a64_put_imm(m, 0);
            continue;
        }
        if (!sl->set)
            return 0;
        if (sl->is_reg) {
            unsigned r = sl->listn ? tuple_reg(g->fe, sl, d->regclass) : sl->reg;
            if (!r)
                return 0;
            a64_put_reg(m, r);
        } else if (sl->expr) {
            a64_put_expr(m);
        } else {
            a64_put_imm(m, sl->imm);
        }
    }
    return op->op_count <= MAX_SLOTS;
}

/* Registers in a tuple of class rc: ZPR3 and QQQ hold 3. */
static int class_count(const a64_fe *fe, int rc)
{
    const mca_regclass *cls = rc >= 0 ? mca_catalog_regclass(fe->cat, (unsigned)rc) : NULL;
    if (!cls || !cls->name)
        return 0;
    const char *nm = cls->name;
    if ((!strncmp(nm, "ZPR", 3) || !strncmp(nm, "PPR", 3)) && isdigit((unsigned char)nm[3]))
        return nm[3] - '0';
    int k = 0;
    while ((nm[k] == 'Q' || nm[k] == 'D') && nm[k] == nm[0])
        k++;
    return k > 1 ? k : 1;
}

/* The form text with register ranges "{ @0.h - @0.h }" written out as the
 * comma list the input was normalised to (malloc'd). */
static char *expand_ranges(const a64_fe *fe, const char *f, const mca_opcode *op)
{
    mca_strbuf b;
    mca_strbuf_init(&b);
    for (const char *p = f; *p; p++) {
        const char *dash;
        if (*p == '{' && (dash = strstr(p, " - ")) && dash < strchr(p, '}')) {
            /* "{ @N.x - @N.x }" */
            const char *at = strchr(p, '@');
            unsigned n = at ? (unsigned)atoi(at + 1) : 0;
            const char *suf = at ? at + 1 : p;
            while (isdigit((unsigned char)*suf))
                suf++;
            size_t sl = (size_t)(dash - suf);
            int cnt = n < op->op_count ? class_count(fe, op->ops[n].regclass) : 0;
            if (!at || at > dash || cnt < 2) {
                mca_strbuf_putc(&b, *p);
                continue;
            }
            mca_strbuf_puts(&b, "{ ");
            for (int k = 0; k < cnt; k++)
                mca_strbuf_printf(&b, "%s@%u%.*s", k ? ", " : "", n, (int)sl, suf);
            mca_strbuf_puts(&b, " }");
            p = strchr(p, '}');
            continue;
        }
        mca_strbuf_putc(&b, *p);
    }
    mca_strbuf_putc(&b, 0);
    if (b.failed) {
        mca_strbuf_free(&b);
        return NULL;
    }
    return b.data;
}

/* The 64-bit value of MOVI's byte mask, and back. */
static uint64_t movi_expand(int64_t imm)
{
    uint64_t v = 0;
    for (int k = 0; k < 8; k++)
        if (imm & (1 << k))
            v |= (uint64_t)0xff << (8 * k);
    return v;
}

static int64_t movi_encode(uint64_t v)
{
    int64_t e = 0;
    for (int k = 0; k < 8; k++) {
        unsigned byte = (unsigned)(v >> (8 * k)) & 0xff;
        if (byte == 0xff)
            e |= 1 << k;
        else if (byte)
            return -1;
    }
    return e;
}

/* Replace m->text with mnemonic new_mn and the operand text from the
 * old text, the last operand dropped when drop_last. */
static void rename_text(a64_match *m, const char *new_mn, int drop_last)
{
    const char *t = m->text.data;
    const char *tab = t ? strchr(t, '\t') : NULL;
    if (!tab)
        return;
    mca_strbuf nb;
    mca_strbuf_init(&nb);
    mca_strbuf_puts(&nb, new_mn);
    size_t end = m->text.len;
    if (drop_last) {
        const char *comma = NULL;
        for (const char *p = tab; p < t + m->text.len; p++)
            if (p[0] == ',' && p[1] == ' ')
                comma = p;
        if (comma)
            end = (size_t)(comma - t);
    }
    mca_strbuf_put(&nb, tab, end - (size_t)(tab - t));
    mca_strbuf_free(&m->text);
    m->text = nb;
}

static const char *const lse_ops[] = { "add", "clr", "eor", "set", "smax", "smin", "umax",
                                       "umin" };

/* Is mn an LSE store alias (stadd, staddl, staddb, stsetlh, ...)? */
static int lse_store(const char *mn)
{
    if (strncmp(mn, "st", 2) != 0)
        return 0;
    for (size_t k = 0; k < sizeof lse_ops / sizeof *lse_ops; k++) {
        size_t n = strlen(lse_ops[k]);
        if (strncmp(mn + 2, lse_ops[k], n) != 0)
            continue;
        const char *t = mn + 2 + n;
        if (*t == 'l')
            t++;
        if (*t == 'b' || *t == 'h')
            t++;
        return *t == 0;
    }
    return 0;
}

/* LDADD..W/X (no acquire) with the zero register as destination: the
 * printer's st* alias. */
static int lse_store_opcode(const char *nm)
{
    if (strncmp(nm, "LD", 2) != 0)
        return 0;
    for (size_t k = 0; k < sizeof lse_ops / sizeof *lse_ops; k++) {
        size_t n = strlen(lse_ops[k]);
        int match = 1;
        for (size_t i = 0; i < n; i++)
            if (nm[2 + i] != (char)(lse_ops[k][i] - 32))
                match = 0;
        if (!match)
            continue;
        const char *t = nm + 2 + n;
        if (*t == 'L')
            t++;
        if (*t == 'B' || *t == 'H' || *t == 'W' || *t == 'X')
            t++;
        return *t == 0;
    }
    return 0;
}

/* What LLVM's printer writes instead of the canonical form, and the
 * opcodes the assembler picks for an index of 0. */
/* Bytes per unit of the offset the MCInst holds for the loads and stores
 * whose text shows a byte offset but whose operand counts elements (LLVM's
 * scaled immediates: ld1rd [x0, #8] holds 1); 0 for the others. */
static int offset_scale(const char *nm)
{
    static const struct {
        const char *prefix;
        int scale;       /* 0: by the element letter after the prefix */
    } tab[] = {
        { "LD1RQ_", 16 }, { "LD1RO_", 32 }, { "LD1RS", 0 }, { "LD1R", 0 },
        { "GLDFF1S", 0 }, { "GLDFF1", 0 }, { "GLD1S", 0 }, { "GLD1", 0 }, { "SST1", 0 },
        { "LDTPQ", 16 }, { "STTPQ", 16 }, { "LDTNPQ", 16 }, { "STTNPQ", 16 },
        { "LDTP", 8 }, { "STTP", 8 }, { "LDTNPX", 8 }, { "STTNPX", 8 },
        { "STGP", 16 }, { "STG", 16 }, { "STZG", 16 }, { "ST2G", 16 }, { "STZ2G", 16 },
        { "LDRAA", 8 }, { "LDRAB", 8 }, { "LDG", 16 }, { "PRF", 0 },
    };
    size_t n = strlen(nm);
    int imm = (n > 4 && !strcmp(nm + n - 4, "_IMM")) || (n > 4 && !strcmp(nm + n - 4, "_PZI"));
    /* [Xn, #imm, mul vl] of a list of n vectors holds imm / n */
    if (imm && (strstr(nm, "_2Z") || strstr(nm, "_4Z")))
        return strstr(nm, "_2Z") ? 2 : 4;
    if (imm && (!strncmp(nm, "LD", 2) || !strncmp(nm, "ST", 2)) && nm[2] >= '2' &&
        nm[2] <= '4' && strchr("BHWDQ", nm[3]) && nm[3] && nm[4] == '_')
        return nm[2] - '0';
    for (size_t i = 0; i < sizeof tab / sizeof *tab; i++) {
        size_t l = strlen(tab[i].prefix);
        if (strncmp(nm, tab[i].prefix, l) != 0)
            continue;
        if (tab[i].scale)
            return !strcmp(nm, "STGM") || !strcmp(nm, "STZGM") || !strcmp(nm, "LDGM")
                       ? 0
                       : tab[i].scale;
        if (!imm)
            return 0;
        switch (nm[l]) {
        case 'B': return 1;
        case 'H': return 2;
        case 'W': return 4;
        case 'D': return 8;
        default: return 0;
        }
    }
    return 0;
}

static void after_match(a64_match *m, const a64_fe *fe, const mca_opcode *op, int noalias)
{
    const char *nm = op->name;
    /* the text shows the bytes; the operand holds the scaled value */
    int scale = offset_scale(nm);
    int at = -1;
    if (!strcmp(nm, "ADDG") || !strcmp(nm, "SUBG"))
        scale = 16, at = 2;
    for (int k = (int)m->nops - 1; scale > 1 && at < 0 && k >= 0; k--)
        if (m->ops[k].kind == MCA_OPERAND_IMM)
            at = k;
    if (scale > 1 && at >= 0 && at < (int)m->nops && m->ops[at].kind == MCA_OPERAND_IMM &&
        m->ops[at].imm % scale == 0)
        m->ops[at].imm /= scale;
    /* complex rotations: the operand counts quarter turns (cmla #180 holds
     * 2), the additions' one bit (cadd #90 holds 0, #270 1) */
    int cmla = !strncmp(nm, "CMLA", 4) || !strncmp(nm, "FCMLA", 5) ||
               !strncmp(nm, "SQRDCMLAH", 9);
    int cadd = !strncmp(nm, "CADD", 4) || !strncmp(nm, "FCADD", 5) || !strncmp(nm, "SQCADD", 6);
    if ((cmla || cadd) && m->nops && m->ops[m->nops - 1].kind == MCA_OPERAND_IMM) {
        int64_t *rot = &m->ops[m->nops - 1].imm;
        if (cmla && (*rot == 0 || *rot == 90 || *rot == 180 || *rot == 270))
            *rot /= 90;
        else if (cadd && (*rot == 90 || *rot == 270))
            *rot = *rot == 270;
    }
    char idx0[48];
    snprintf(idx0, sizeof idx0, "%s_idx0", nm);
    int z = a64_opcode(fe, idx0);
    if (z >= 0 && m->nops && m->ops[m->nops - 1].kind == MCA_OPERAND_IMM &&
        m->ops[m->nops - 1].imm == 0)
        m->opcode = (unsigned)z;
    if (noalias)
        return;
    if ((!strcmp(nm, "ORRv16i8") || !strcmp(nm, "ORRv8i8")) && m->ops[1].reg == m->ops[2].reg)
        rename_text(m, "mov", 1);
    else if (!strncmp(nm, "ORR_ZZZ", 7) && m->ops[1].reg == m->ops[2].reg)
        rename_text(m, "mov", 1);
    else if (!strcmp(nm, "ORR_PPzPP") && m->ops[1].reg == m->ops[2].reg &&
             m->ops[2].reg == m->ops[3].reg) {
        /* mov p0.b, p1.b */
        const char *t = m->text.data;
        const char *tab = t ? strchr(t, '\t') : NULL;
        const char *c1 = tab ? strchr(tab, ',') : NULL;
        const char *c2 = c1 ? strchr(c1 + 1, ',') : NULL;
        const char *c3 = c2 ? strchr(c2 + 1, ',') : NULL;
        if (c3) {
            mca_strbuf nb;
            mca_strbuf_init(&nb);
            mca_strbuf_puts(&nb, "mov");
            mca_strbuf_put(&nb, tab, (size_t)(c1 - tab));
            mca_strbuf_put(&nb, c2, (size_t)(c3 - c2));
            mca_strbuf_free(&m->text);
            m->text = nb;
        }
    }
    else if (lse_store_opcode(nm) && m->nops == 3 &&
             (m->ops[0].reg == fe->reg[A64_R_X][31] || m->ops[0].reg == fe->reg[A64_R_W][31])) {
        /* ldadd w0, wzr, [x1] prints as stadd w0, [x1] */
        const char *t = m->text.data;
        const char *tab = t ? strchr(t, '\t') : NULL;
        const char *c1 = tab ? strchr(tab, ',') : NULL;
        const char *c2 = c1 ? strchr(c1 + 1, ',') : NULL;
        if (c2) {
            mca_strbuf nb;
            mca_strbuf_init(&nb);
            mca_strbuf_puts(&nb, "st");
            mca_strbuf_put(&nb, t + 2, (size_t)(c1 - t - 2));
            mca_strbuf_puts(&nb, c2);
            mca_strbuf_free(&m->text);
            m->text = nb;
        }
    } else if (!strncmp(nm, "NOTv", 4))
        rename_text(m, "mvn", 0);
    else if (!strncmp(nm, "INSvi", 5))
        rename_text(m, "mov", 0);
    else if (!strncmp(nm, "UMOVvi32", 8) || !strncmp(nm, "UMOVvi64", 8))
        rename_text(m, "mov", 0);
    else if (!strncmp(nm, "DUP_ZI_", 7) || !strncmp(nm, "DUP_ZR_", 7) ||
             !strncmp(nm, "CPY_ZP", 6) || !strncmp(nm, "DUP_ZZI_", 8))
        rename_text(m, "mov", 0);
    a64_sve_alias(m, fe, nm);
}

/* Match operand text in[0..len) of mnemonic mn against its forms. */
/* An SVE vector offset with an explicit zero amount at the end of an
 * address ("[x0, z1.d, lsl #0]", "uxtw #0"): LLVM's unscaled offset
 * classes take it.  The text without the amount (malloc'd; lsl goes
 * whole), NULL when there is none. */
static char *drop_zero_amount(const char *s, size_t n)
{
    const char *end = memchr(s, ']', n);
    if (!end)
        return NULL;
    const char *p = end;
    while (p > s && (p[-1] == ' ' || p[-1] == '\t'))
        p--;
    if (p - s < 3 || p[-1] != '0' || p[-2] != '#')
        return NULL;
    const char *h = p - 2;     /* '#' */
    const char *w = h;
    while (w > s && (w[-1] == ' ' || w[-1] == '\t'))
        w--;
    const char *ws = w;
    while (ws > s && isalpha((unsigned char)ws[-1]))
        ws--;
    size_t wl = (size_t)(w - ws);
    int lsl = wl == 3 && !strncasecmp(ws, "lsl", 3);
    if (!lsl && !(wl == 4 && (!strncasecmp(ws, "uxtw", 4) || !strncasecmp(ws, "sxtw", 4))))
        return NULL;
    const char *cm = ws;
    while (cm > s && (cm[-1] == ' ' || cm[-1] == '\t'))
        cm--;
    if (cm == s || cm[-1] != ',')
        return NULL;
    /* the offset register before the comma: z<n>.<s|d> */
    const char *r = cm - 1;
    if (r - s < 4 || !strchr("sdSD", r[-1]) || r[-2] != '.')
        return NULL;
    const char *d = r - 2;
    while (d > s && isdigit((unsigned char)d[-1]))
        d--;
    if (d == r - 2 || d == s || (d[-1] != 'z' && d[-1] != 'Z'))
        return NULL;
    const char *cut = lsl ? cm - 1 : w;  /* from the comma, or after the extend */
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_strbuf_put(&b, s, (size_t)(cut - s));
    mca_strbuf_put(&b, p, n - (size_t)(p - s));
    mca_strbuf_putc(&b, 0);
    if (b.failed) {
        mca_strbuf_free(&b);
        return NULL;
    }
    return b.data;
}

static int generic_text_as(a64_cur *c, const char *mn, size_t mlen, const char *text,
                           size_t tlen, a64_match *m);

static int generic_text(a64_cur *c, const char *mn, size_t mlen, const char *text, size_t tlen,
                        a64_match *m)
{
    char *alt = drop_zero_amount(text, tlen);
    if (alt) {
        int r = generic_text_as(c, mn, mlen, alt, strlen(alt), m);
        free(alt);
        if (r != 0)
            return r;
        /* (no form: the errors are located in the text as written) */
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        m->nops = 0;
    }
    return generic_text_as(c, mn, mlen, text, tlen, m);
}

static int generic_text_as(a64_cur *c, const char *mn, size_t mlen, const char *text,
                           size_t tlen, a64_match *m)
{
    const a64_fe *fe = c->fe;
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    if (!nref)
        return 0;
    char *in = normalise(text, tlen);
    if (!in)
        return -1;
    gstate g;
    memset(&g, 0, sizeof g);
    g.c = c;
    g.fe = fe;
    g.in = in;
    g.len = strlen(in);
    while (g.len && (in[g.len - 1] == ' ' || in[g.len - 1] == '\t'))
        g.len--;
    g.labels = c->labels;
    g.mn_zero = !strncmp(mn, "fmax", 4) || !strncmp(mn, "fmin", 4);
    int found = 0;
    size_t best_fail = (size_t)-1;
    /* (a register range in braces is expanded: positions no longer hold) */
    int has_ranges = memchr(text, '{', tlen) != NULL && memchr(text, '-', tlen) != NULL;
    for (int pass = 0; pass < 2 && !found; pass++)
        for (size_t k = 0; k < nref && !found; k++) {
            mca_form form;
            mca_opcode op;
            if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form) ||
                !mca_catalog_opcode_brief(fe->cat, refs[k].opcode, &op))
                continue;
            if (form.pick >= 0 || (pass == 0) != (form.pick == MCA_PICK_SELF))
                continue;
            const char *sp = strchr(form.text, ' ');
            char *rest = expand_ranges(fe, sp ? sp + 1 : "", &op);
            if (!rest) {
                gstate_clear(&g);
                free(in);
                return -1;
            }
            gstate_clear(&g);
            int r = match_form(&g, rest, &op, c, counts_pattern(mn));
            free(rest);
            if (r < 0) {
                gstate_clear(&g);
                free(in);
                return -1;
            }
            if (r == 0) {
                if (!has_ranges && (best_fail == (size_t)-1 || g.fail_pos > best_fail))
                    best_fail = g.fail_pos;
                continue;
            }
            int movi = !strcmp(op.name, "MOVIv2d_ns") || !strcmp(op.name, "MOVID");
            if (movi) {
                if (g.s[1].expr)
                    continue;
                int64_t e = movi_encode((uint64_t)g.s[1].imm);
                if (e < 0)
                    continue;
                g.s[1].imm = e;
            }
            if (!fill(m, &g, &op))
                continue;
            m->opcode = refs[k].opcode;
            if (movi) {
                mca_strbuf_printf(&m->text, "movi\t");
                char buf[32];
                const char *rn = a64_reg_text(fe, m->ops[0].reg, buf, sizeof buf);
                if (!strcmp(op.name, "MOVID"))
                    mca_strbuf_puts(&m->text, rn);
                else
                    mca_strbuf_printf(&m->text, "v%s.2d", rn + 1);
                mca_strbuf_printf(&m->text, ", #%#016llx",
                                  (unsigned long long)movi_expand(m->ops[1].imm));
            } else {
                /* a list that wraps (z31, z0, z1) prints as a comma list */
                int wraps = 0;
                for (int q = 0; q < MAX_SLOTS; q++)
                    if (g.s[q].listn > 1 && g.s[q].nums[g.s[q].listn - 1] < g.s[q].nums[0])
                        wraps = 1;
                char *full = NULL;
                if (wraps && strstr(form.text, " - ")) {
                    char *ex = expand_ranges(fe, sp ? sp + 1 : "", &op);
                    size_t ml = sp ? (size_t)(sp - form.text) : strlen(form.text);
                    full = ex ? malloc(ml + strlen(ex) + 2) : NULL;
                    if (full)
                        snprintf(full, ml + strlen(ex) + 2, "%.*s %s", (int)ml, form.text, ex);
                    free(ex);
                }
                print_form(m, &g, full ? full : form.text, c->noalias);
                free(full);
                after_match(m, fe, &op, c->noalias);
            }
            found = 1;
        }
    if (!found && !g.post_fail) {
        /* a form that matches but for element sizes or a restricted
         * predicate: LLVM's "invalid element width" at the first z register
         * that differs, or its restricted-predicate message at p8..p15 (the
         * latest such over the forms, as its matcher reports the furthest
         * operand) */
        size_t width_at = 0;
        const char *width_msg = NULL;
        int width_rz = 0;
        size_t rz_end = 0;
        for (size_t k = 0; k < nref; k++) {
            mca_form form;
            mca_opcode op;
            if (!mca_catalog_form(fe->cat, refs[k].opcode, refs[k].form, &form) ||
                !mca_catalog_opcode_brief(fe->cat, refs[k].opcode, &op) || form.pick >= 0)
                continue;
            const char *sp = strchr(form.text, ' ');
            char *rest = expand_ranges(fe, sp ? sp + 1 : "", &op);
            if (!rest)
                break;
            gstate_clear(&g);
            g.loose = 1;
            g.z_at = (size_t)-1;
            g.width_at = 0;
            g.mem_form = strchr(form.text, '[') != NULL;
            int r = match_form(&g, rest, &op, c, counts_pattern(mn));
            free(rest);
            if (r == 1 && g.width_at > width_at) {
                width_at = g.width_at;
                width_msg = g.width_msg;
                width_rz = g.width_rz;
                rz_end = g.rz_end;
            }
            g.width_rz = 0;
        }
        g.loose = 0;
        /* (positions hold when no register range was expanded; a
         * restricted z register loses to a form that failed later, as
         * LLVM reports the furthest operand: mul z0.h, z1.h, z8.h[0]) */
        if (width_at && text >= c->s && text <= c->s + c->end &&
            (!has_ranges || !memchr(text, '-', tlen)) &&
            !(width_rz && best_fail != (size_t)-1 && best_fail >= rz_end)) {
            best_fail = width_at - 1;
            m->fail = width_msg;
        }
    }
    gstate_clear(&g);
    free(in);
    /* a post-index of the wrong size: LLVM reports the immediate */
    if (!found && g.post_fail)
        best_fail = g.post_fail - 1;
    if (!found && best_fail != (size_t)-1 && text >= c->s && text <= c->s + c->end)
        m->fail_at = (size_t)(text - c->s) + best_fail;
    return found;
}

/* generic_text without noting symbols (asm-symtab.h): it reads operands
 * a64_parse_operands read and noted already, in copies of their text. */
static int generic_text_quiet(a64_cur *c, const char *mn, size_t mlen, const char *text,
                              size_t len, a64_match *m)
{
    mca_asm_symlog *was = mca_asm_symlog_use(NULL);
    int r = generic_text(c, mn, mlen, text, len, m);
    mca_asm_symlog_use(was);
    return r;
}

int a64_generic_text(a64_cur *c, const char *mn, const char *text, size_t len, a64_match *m)
{
    mca_strbuf_free(&m->text);
    mca_strbuf_init(&m->text);
    m->nops = 0;
    return generic_text_quiet(c, mn, strlen(mn), text, len, m);
}

/* The operand text of o. */
static void op_text(const a64_cur *c, const a64_operand *o, mca_strbuf *b)
{
    mca_strbuf_put(b, c->s + o->start, o->end - o->start);
}

/* mov Vd.T, Vn.T with one arrangement T on both: the bytes of orr's form
 * LLVM's alias makes of it (16 or 8), 0 for another pair. */
static int orr_alias_bytes(const a64_operand *a, const a64_operand *b)
{
    static const char q[][4] = { "16b", "8h", "4s", "2d" }, d[][4] = { "8b", "4h", "2s", "1d" };
    if (strcmp(a->r.arr, b->r.arr) != 0)
        return 0;
    for (int k = 0; k < 4; k++) {
        if (!strcmp(a->r.arr, q[k]))
            return 16;
        if (!strcmp(a->r.arr, d[k]))
            return 8;
    }
    return 0;
}

int a64_generic(a64_cur *c, const char *mn, size_t mlen, const a64_operands *ops,
                a64_match *m)
{
    a64_skip_ws(c);
    int r = generic_text_quiet(c, mn, mlen, c->s + c->pos, c->end - c->pos, m);
    if (r != 0 || !ops || ops->n != 2)
        return r;
    /* aliases the printer also writes: mov (orr, ins, umov, dup), mvn (not) */
    const a64_operand *a = &ops->v[0], *b = &ops->v[1];
    const char *target = NULL;
    int dup_src = 0;
    if (!strcmp(mn, "mov") && a->kind == A64_OP_REG && b->kind == A64_OP_REG) {
        if (a->r.kind == A64_R_V && a->r.lane < 0 && b->r.kind == A64_R_V && b->r.lane < 0)
            target = "orr", dup_src = 1;
        else if (a->r.kind == A64_R_V && a->r.lane >= 0)
            target = "ins";
        else if ((a->r.kind == A64_R_W || a->r.kind == A64_R_X) && b->r.kind == A64_R_V &&
                 b->r.lane >= 0 && !strcmp(b->r.arr, a->r.kind == A64_R_W ? "s" : "d"))
            target = "umov";    /* (the alias moves only a whole register's width) */
        else if (a->r.kind == A64_R_Z && b->r.kind == A64_R_Z && b->r.lane < 0)
            target = "orr", dup_src = 1;
        else if (a->r.kind == A64_R_Z)
            target = "dup";
    } else if (!strcmp(mn, "mov") && a->kind == A64_OP_REG && a->r.kind == A64_R_Z &&
               (b->kind == A64_OP_IMM)) {
        target = "dup";
    } else if (!strcmp(mn, "mvn") && a->kind == A64_OP_REG && a->r.kind == A64_R_V) {
        target = "not";
    }
    if (!strcmp(mn, "mov") && a->kind == A64_OP_REG && b->kind == A64_OP_REG &&
        a->r.kind == A64_R_P && b->r.kind == A64_R_P && !b->r.pq) {
        /* mov p0.b, p1.b: orr p0.b, p1/z, p1.b, p1.b */
        mca_strbuf t;
        mca_strbuf_init(&t);
        op_text(c, a, &t);
        mca_strbuf_printf(&t, ", p%u/z, ", b->r.num);
        op_text(c, b, &t);
        mca_strbuf_puts(&t, ", ");
        op_text(c, b, &t);
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        r = t.failed ? -1 : generic_text(c, "orr", 3, t.data, t.len, m);
        mca_strbuf_free(&t);
        return r;
    }
    if (!strcmp(mn, "mov") && a->kind == A64_OP_REG && b->kind == A64_OP_REG &&
        a->r.kind == A64_R_Z && a->r.lane < 0 && b->r.kind >= A64_R_B && b->r.kind <= A64_R_Q) {
        /* mov z3.d, d3: dup z3.d, z3.d[0], printed as written (lower case) */
        static const char sizes[] = "bhsdq";
        char el = sizes[b->r.kind - A64_R_B];
        if (a->r.arr[0] != el || a->r.arr[1])
            return 0;
        char t[48];
        snprintf(t, sizeof t, "z%u.%c, z%u.%c[0]", a->r.num, el, b->r.num, el);
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        r = generic_text(c, "dup", 3, t, strlen(t), m);
        if (r == 1 && !c->noalias) {
            mca_strbuf_free(&m->text);
            mca_strbuf_init(&m->text);
            mca_strbuf_printf(&m->text, "mov\tz%u.%c, %c%u", a->r.num, el, el, b->r.num);
            if (m->text.failed)
                return -1;
        }
        return r;
    }
    if (lse_store(mn) && a->kind == A64_OP_REG && (a->r.kind == A64_R_X || a->r.kind == A64_R_W)) {
        /* stadd w0, [x1]: ldadd w0, wzr, [x1] */
        char tm[16];
        snprintf(tm, sizeof tm, "ld%s", mn + 2);
        mca_strbuf t;
        mca_strbuf_init(&t);
        op_text(c, a, &t);
        mca_strbuf_puts(&t, a->r.kind == A64_R_X ? ", xzr, " : ", wzr, ");
        op_text(c, b, &t);
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        r = t.failed ? -1 : generic_text(c, tm, strlen(tm), t.data, t.len, m);
        mca_strbuf_free(&t);
        return r;
    }
    int xtl = (!strcmp(mn, "sxtl") || !strcmp(mn, "uxtl") || !strcmp(mn, "sxtl2") ||
               !strcmp(mn, "uxtl2"));
    if (xtl && a->kind == A64_OP_REG && a->r.kind == A64_R_V) {
        /* sxtl v0.8h, v1.8b: sshll v0.8h, v1.8b, #0 */
        char tm[8];
        snprintf(tm, sizeof tm, "%cshll%s", mn[0], mn[4] == '2' ? "2" : "");
        mca_strbuf t;
        mca_strbuf_init(&t);
        op_text(c, a, &t);
        mca_strbuf_puts(&t, ", ");
        op_text(c, b, &t);
        mca_strbuf_puts(&t, ", #0");
        mca_strbuf_free(&m->text);
        mca_strbuf_init(&m->text);
        r = t.failed ? -1 : generic_text(c, tm, strlen(tm), t.data, t.len, m);
        mca_strbuf_free(&t);
        return r;
    }
    if (!target)
        return 0;
    mca_strbuf t;
    mca_strbuf_init(&t);
    int bytes = !strcmp(target, "orr") && a->r.kind == A64_R_V ? orr_alias_bytes(a, b) : 0;
    if (bytes) {
        /* mov v0.4s, v1.4s: LLVM's alias takes every arrangement and makes
         * the byte form of its width */
        mca_strbuf_printf(&t, "v%u.%db, v%u.%db, v%u.%db", a->r.num, bytes, b->r.num, bytes,
                          b->r.num, bytes);
        dup_src = 0;
    } else {
        op_text(c, a, &t);
        mca_strbuf_puts(&t, ", ");
        op_text(c, b, &t);
    }
    if (dup_src) {
        mca_strbuf_puts(&t, ", ");
        op_text(c, b, &t);
    }
    if (t.failed) {
        mca_strbuf_free(&t);
        return -1;
    }
    mca_strbuf_free(&m->text);
    mca_strbuf_init(&m->text);
    r = generic_text(c, target, strlen(target), t.data, t.len, m);
    mca_strbuf_free(&t);
    if (r == 0 && !bytes && !strcmp(target, "orr") && a->r.kind == A64_R_V &&
        orr_alias_bytes(a, a) && orr_alias_bytes(b, b))
        m->fail_at = b->start;  /* two arrangements: LLVM fails at the second */
    return r;
}
