/* asm-cond: conditional assembly (.if and its family, .elseif, .else,
 * .endif), carried out with the assembler's other directives before any
 * ISA sees a statement (see asm.h).
 *
 * Behaviour measured against llvm-mca 22 and LLVM's AsmParser: a .if
 * pushes the current state and then evaluates its condition, so a .if
 * whose argument is malformed still opens a level (its body is assembled
 * when the enclosing level was); inside an ignored level the conditional
 * directives still nest but their arguments are not read; .else and
 * .endif check for the end of statement before anything else; a level
 * left open at the end of the input is "unmatched .ifs or .elses". */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

enum { C_NONE, C_IF, C_ELSEIF, C_ELSE };

static const struct {
    const char *name;
    mca_asm_cond_kind kind;
} names[] = {
    { ".if", MCA_ASM_IF },         { ".ifeq", MCA_ASM_IFEQ },       { ".ifne", MCA_ASM_IFNE },
    { ".ifge", MCA_ASM_IFGE },     { ".ifgt", MCA_ASM_IFGT },       { ".ifle", MCA_ASM_IFLE },
    { ".iflt", MCA_ASM_IFLT },     { ".ifb", MCA_ASM_IFB },         { ".ifnb", MCA_ASM_IFNB },
    { ".ifc", MCA_ASM_IFC },       { ".ifnc", MCA_ASM_IFNC },       { ".ifeqs", MCA_ASM_IFEQS },
    { ".ifnes", MCA_ASM_IFNES },   { ".ifdef", MCA_ASM_IFDEF },     { ".ifndef", MCA_ASM_IFNDEF },
    { ".ifnotdef", MCA_ASM_IFNDEF }, { ".elseif", MCA_ASM_ELSEIF }, { ".else", MCA_ASM_ELSE },
    { ".endif", MCA_ASM_ENDIF },
};

mca_asm_cond_kind mca_asm_cond_kind_of(const char *t, size_t wl)
{
    if (wl < 3 || t[0] != '.')
        return MCA_ASM_NOT_COND;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (mca_asm_word_is(t, wl, names[k].name))
            return names[k].kind;
    return MCA_ASM_NOT_COND;
}

static int fail(mca_asm_cond_error *e, size_t off, const char *fmt, const char *arg)
{
    e->off = off;
    snprintf(e->msg, sizeof e->msg, fmt, arg);
    return 1;
}

static int push(mca_asm_conds *cs)
{
    if (cs->depth == cs->cap) {
        size_t cap = cs->cap ? cs->cap * 2 : 8;
        mca_asm_cond_level *v = realloc(cs->stack, cap * sizeof *v);
        if (!v)
            return -1;
        cs->stack = v;
        cs->cap = cap;
    }
    cs->stack[cs->depth++] = cs->cur;
    cs->cur.kind = C_IF;
    return 0;
}

/* Is the level around the current one ignored? */
static int outer_ignored(const mca_asm_conds *cs)
{
    return cs->depth && cs->stack[cs->depth - 1].ignore;
}

/* An absolute expression from the cursor to the end of the statement:
 * 0 and *v, or 1 with the error LLVM gives. */
static int absolute(mca_asm_cur *c, const mca_asm_cond_env *env, int64_t *v,
                    mca_asm_cond_error *e)
{
    c->syms = env->syms;
    c->stmt = env->stmt;
    c->pct_register = env->pct_register;
    size_t at = (mca_asm_peek(c), c->pos);
    if (at >= c->end)
        return fail(e, at, "%s", "unknown token in expression");
    mca_asm_val val;
    if (mca_asm_parse_expr(c, &val) != 0) {
        int r = fail(e, c->err_off, "%s", c->err_msg ? c->err_msg : "out of memory");
        e->span = c->err_span;
        e->oom = !c->err_msg || strcmp(c->err_msg, "out of memory") == 0;
        free(c->err_msg);
        c->err_msg = NULL;
        return r;
    }
    int symbolic = val.sym != NULL;
    *v = val.val;
    mca_asm_val_free(&val);
    if (symbolic)
        return fail(e, at, "%s", "expected absolute expression");
    if (mca_asm_peek(c) != 0)
        return fail(e, c->pos, "%s", "expected newline");
    return 0;
}

static size_t trim_end(const char *s, size_t from, size_t to)
{
    while (to > from && mca_asm_is_blank((unsigned char)s[to - 1]))
        to--;
    return to;
}

static int is_defined(const mca_asm_cond_env *env, const char *name, size_t n)
{
    int64_t v;
    size_t i;
    return mca_asm_syms_get(env->syms, name, n, env->stmt, &v) ||
           (env->labels && mca_strmap_get(env->labels, name, n, &i));
}

/* The condition of an opening directive, the cursor after its name. */
static int condition(mca_asm_cur *c, mca_asm_cond_kind k, const mca_asm_cond_env *env,
                     int *met, mca_asm_cond_error *e)
{
    int64_t v;
    switch (k) {
    case MCA_ASM_IF: case MCA_ASM_IFNE: case MCA_ASM_IFEQ: case MCA_ASM_IFGE:
    case MCA_ASM_IFGT: case MCA_ASM_IFLE: case MCA_ASM_IFLT:
        if (absolute(c, env, &v, e))
            return 1;
        *met = k == MCA_ASM_IFEQ ? v == 0 : k == MCA_ASM_IFGE ? v >= 0 : k == MCA_ASM_IFGT ? v > 0
             : k == MCA_ASM_IFLE ? v <= 0 : k == MCA_ASM_IFLT ? v < 0 : v != 0;
        return 0;
    case MCA_ASM_IFB: case MCA_ASM_IFNB:
        *met = (mca_asm_peek(c) == 0) == (k == MCA_ASM_IFB);
        return 0;
    case MCA_ASM_IFC: case MCA_ASM_IFNC: {
        size_t a = (mca_asm_peek(c), c->pos), p = a;
        while (p < c->end && c->s[p] != ',')
            p++;
        if (p >= c->end)
            return fail(e, c->end, "%s", "expected comma");
        size_t a_end = trim_end(c->s, a, p);
        c->pos = p + 1;
        size_t b = (mca_asm_peek(c), c->pos), b_end = trim_end(c->s, b, c->end);
        int equal = a_end - a == b_end - b && memcmp(c->s + a, c->s + b, a_end - a) == 0;
        *met = equal == (k == MCA_ASM_IFC);
        return 0;
    }
    case MCA_ASM_IFEQS: case MCA_ASM_IFNES: {
        const char *dir = k == MCA_ASM_IFEQS ? ".ifeqs" : ".ifnes";
        size_t a, a_end, b, b_end;
        if (mca_asm_string_token(c, &a, &a_end))
            return fail(e, c->pos, "expected string parameter for '%s' directive", dir);
        if (!mca_asm_accept(c, ','))
            return fail(e, c->pos, "expected comma after first string for '%s' directive", dir);
        if (mca_asm_string_token(c, &b, &b_end))
            return fail(e, c->pos, "expected string parameter for '%s' directive", dir);
        /* (LLVM reads nothing after the second string) */
        int equal = a_end - a == b_end - b && memcmp(c->s + a, c->s + b, a_end - a) == 0;
        *met = equal == (k == MCA_ASM_IFEQS);
        return 0;
    }
    case MCA_ASM_IFDEF: case MCA_ASM_IFNDEF: {
        size_t a, a_end;
        mca_asm_peek(c);
        size_t n = mca_asm_ident_len(c, c->pos);
        if (n) {
            a = c->pos;
            a_end = a + n;
            c->pos = a_end;
        } else if (mca_asm_string_token(c, &a, &a_end)) {
            return fail(e, c->pos, "%s", "expected identifier after '.ifdef'");
        }
        if (mca_asm_peek(c) != 0)
            return fail(e, c->pos, "%s", "expected newline");
        *met = is_defined(env, c->s + a, a_end - a) == (k == MCA_ASM_IFDEF);
        return 0;
    }
    default:
        return 0;
    }
}

int mca_asm_cond_step(mca_asm_conds *cs, mca_asm_cond_kind k, const char *t, size_t len,
                      size_t wl, const mca_asm_cond_env *env, mca_asm_cond_error *e)
{
    memset(e, 0, sizeof *e);
    mca_asm_cur c;
    memset(&c, 0, sizeof c);
    c.s = t;
    c.pos = wl;
    c.end = len;
    int met = 0;
    switch (k) {
    case MCA_ASM_NOT_COND:
        return 0;
    case MCA_ASM_ELSEIF:
        if (cs->cur.kind != C_IF && cs->cur.kind != C_ELSEIF)
            return fail(e, 0, "%s",
                        "Encountered a .elseif that doesn't follow an .if or  an .elseif");
        cs->cur.kind = C_ELSEIF;
        if (outer_ignored(cs) || cs->cur.met) {
            cs->cur.ignore = 1;
            return 0;
        }
        int64_t v;
        if (absolute(&c, env, &v, e))
            return e->oom ? -1 : 1;
        cs->cur.met = v != 0;
        cs->cur.ignore = !cs->cur.met;
        return 0;
    case MCA_ASM_ELSE:
        if (mca_asm_peek(&c) != 0)
            return fail(e, c.pos, "%s", "expected newline");
        if (cs->cur.kind != C_IF && cs->cur.kind != C_ELSEIF)
            return fail(e, 0, "%s",
                        "Encountered a .else that doesn't follow  an .if or an .elseif");
        cs->cur.kind = C_ELSE;
        cs->cur.ignore = outer_ignored(cs) || cs->cur.met;
        return 0;
    case MCA_ASM_ENDIF:
        if (mca_asm_peek(&c) != 0)
            return fail(e, c.pos, "%s", "expected newline");
        if (cs->cur.kind == C_NONE || cs->depth == 0)
            return fail(e, 0, "%s", "Encountered a .endif that doesn't follow an .if or .else");
        cs->cur = cs->stack[--cs->depth];
        return 0;
    default: /* an opening directive */
        if (push(cs) != 0)
            return -1;
        if (cs->cur.ignore)
            return 0; /* its argument is not read */
        if (condition(&c, k, env, &met, e))
            return e->oom ? -1 : 1;
        cs->cur.met = met != 0;
        cs->cur.ignore = !cs->cur.met;
        return 0;
    }
}

int mca_asm_cond_ignoring(const mca_asm_conds *cs)
{
    return cs->cur.ignore;
}

int mca_asm_cond_open(const mca_asm_conds *cs)
{
    return cs->cur.kind != C_NONE || cs->cur.ignore;
}

void mca_asm_cond_unwind(mca_asm_conds *cs, size_t depth)
{
    while (cs->depth > depth)
        cs->cur = cs->stack[--cs->depth];
}

void mca_asm_conds_free(mca_asm_conds *cs)
{
    free(cs->stack);
    memset(cs, 0, sizeof *cs);
}
