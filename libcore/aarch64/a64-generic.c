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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

#define MAX_SLOTS 12

typedef struct {
    int set;
    int is_reg;
    unsigned reg;
    int64_t imm;
    char *expr;          /* printed text of a symbolic immediate */
    int post_imm;        /* a post-index register slot given as #imm */
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
} gstate;

static void gstate_clear(gstate *g)
{
    for (int i = 0; i < MAX_SLOTS; i++)
        free(g->s[i].expr);
    memset(g->s, 0, sizeof g->s);
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
    return 0;
}

/* Register word at g->pos: kind and number; 1 read. */
static int read_reg(gstate *g, int *kind, unsigned *num, int *sp)
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

/* An immediate at g->pos (after an optional '#' already consumed). */
static int read_imm(gstate *g, slot *sl, a64_cur *outer)
{
    a64_cur c;
    memset(&c, 0, sizeof c);
    c.s = g->in;
    c.pos = g->pos;
    c.end = g->len;
    c.fe = g->fe;
    c.labels = g->labels;
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

/* Match form text f (after the mnemonic) against the input; 1 matched. */
static int match_form(gstate *g, const char *f, const mca_opcode *op, a64_cur *outer)
{
    size_t fi = 0, fn = strlen(f);
    g->pos = 0;
    int depth = 0;
    for (;;) {
        skip_ws(f, &fi, fn);
        skip_ws(g->in, &g->pos, g->len);
        if (fi >= fn)
            return g->pos >= g->len;
        char fc = f[fi];
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
                if (g->pos < g->len && g->in[g->pos] == '#' && depth == 0 && d->regclass >= 0 &&
                    slot_at >= 3 && !strncmp(f + slot_at - 3, "], ", 3)) {
                    /* post-index by the transfer size: Rm is xzr */
                    g->pos++;
                    slot tmp;
                    memset(&tmp, 0, sizeof tmp);
                    int r = read_imm(g, &tmp, outer);
                    if (r <= 0 || tmp.expr) {
                        free(tmp.expr);
                        return r < 0 ? -1 : 0;
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
                if (depth > 0) {
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
                unsigned reg = class_reg(g->fe, kind, num, sp, d->regclass);
                if (!reg)
                    return 0;
                /* v registers need an arrangement; b..q registers none */
                int dot = fi < fn && f[fi] == '.';
                if ((kind == A64_R_V) != dot && kind != A64_R_Z && kind != A64_R_P &&
                    kind != A64_R_PN)
                    return 0;
                if (sl->set) {
                    if (!sl->is_reg || sl->reg != reg)
                        return 0;
                } else {
                    sl->set = 1;
                    sl->is_reg = 1;
                    sl->reg = reg;
                }
                continue;
            }
            /* immediate, pc-relative or untyped */
            if (g->pos < g->len && g->in[g->pos] == '#')
                g->pos++;
            slot tmp;
            memset(&tmp, 0, sizeof tmp);
            int r = read_imm(g, &tmp, outer);
            if (r <= 0) {
                free(tmp.expr);
                return r;
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
        if (fc == '#' && (g->pos >= g->len || g->in[g->pos] != '#')) {
            fi++;
            continue;
        }
        if (g->pos >= g->len)
            return 0;
        if (tolower((unsigned char)fc) != tolower((unsigned char)g->in[g->pos]))
            return 0;
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

static void print_form(a64_match *m, const gstate *g, const char *text)
{
    const char *sp = strchr(text, ' ');
    if (!sp) {
        mca_strbuf_puts(&m->text, text);
        return;
    }
    mca_strbuf_put(&m->text, text, (size_t)(sp - text));
    mca_strbuf_putc(&m->text, '\t');
    int listk[MAX_SLOTS] = { 0 };
    int depth = 0;
    for (const char *f = sp + 1; *f; f++) {
        if (*f == '{')
            depth++;
        if (*f == '}')
            depth--;
        if (*f != '@') {
            if (*f == '#' && f[1] == '@') {
                unsigned n = (unsigned)atoi(f + 2);
                if (n < MAX_SLOTS && g->s[n].expr)
                    continue;
            }
            mca_strbuf_putc(&m->text, *f);
            continue;
        }
        unsigned n = 0;
        while (isdigit((unsigned char)f[1]))
            n = n * 10 + (unsigned)(*++f - '0');
        if (n >= MAX_SLOTS)
            continue;
        const slot *sl = &g->s[n];
        if (sl->post_imm) {
            mca_strbuf_printf(&m->text, "#%lld", (long long)sl->imm);
        } else if (sl->is_reg && depth > 0 && sl->listn) {
            int k = listk[n]++;
            char pc = sl->kind == A64_R_Z ? 'z' : sl->kind == A64_R_P ? 'p' : 'v';
            mca_strbuf_printf(&m->text, "%c%u", pc, sl->nums[k < sl->listn ? k : 0]);
        } else if (sl->is_reg) {
            char buf[32];
            a64_reg_text(g->fe, sl->reg, buf, sizeof buf);
            if (f[1] == '.' && (buf[0] == 'q' || buf[0] == 'd'))
                buf[0] = 'v';
            mca_strbuf_puts(&m->text, buf);
        } else if (sl->expr) {
            mca_strbuf_puts(&m->text, sl->expr);
        } else {
            mca_strbuf_printf(&m->text, "%lld", (long long)sl->imm);
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

int a64_generic(a64_cur *c, const char *mn, size_t mlen, size_t stmt_start, a64_match *m)
{
    (void)stmt_start;
    const a64_fe *fe = c->fe;
    const mca_form_ref *refs;
    size_t nref = mca_catalog_forms_named(fe->cat, MCA_FORM_ASM, mn, mlen, &refs);
    if (!nref)
        return 0;
    a64_skip_ws(c);
    char *in = normalise(c->s + c->pos, c->end - c->pos);
    if (!in)
        return -1;
    gstate g;
    memset(&g, 0, sizeof g);
    g.fe = fe;
    g.in = in;
    g.len = strlen(in);
    g.labels = c->labels;
    int found = 0;
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
            const char *rest = sp ? sp + 1 : "";
            gstate_clear(&g);
            int r = match_form(&g, rest, &op, c);
            if (r < 0) {
                gstate_clear(&g);
                free(in);
                return -1;
            }
            if (r == 0 || !fill(m, &g, &op))
                continue;
            m->opcode = refs[k].opcode;
            print_form(m, &g, form.text);
            found = 1;
        }
    gstate_clear(&g);
    free(in);
    return found;
}
