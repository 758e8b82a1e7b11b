/* a64-req: register aliases, "NAME .req REG" and ".unreq NAME", as LLVM
 * 22's AArch64 assembler keeps them for the rest of the input.
 *
 * LLVM sees "NAME .req" where it expects an instruction: the statement's
 * first word (lower-cased, as its generic parser hands the mnemonic over)
 * becomes the key.  The register is read as a scalar register (x, w, b, h,
 * s, d, q, sp, fp, ...), else a NEON v, an SVE z, an SVE p register, each
 * also through an alias of that kind; a vector one must have no type
 * suffix.  A second .req of a name with another register keeps the first
 * and warns.  At a use, LLVM asks for the alias with the kind it is
 * parsing, and a real register name always wins over an alias. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "a64-internal.h"

void a64_reqs_free(a64_reqs *q)
{
    for (size_t i = 0; i < q->n; i++)
        free(q->v[i].name);
    free(q->v);
    memset(q, 0, sizeof *q);
}

static a64_req *find(const a64_reqs *q, const char *name, size_t n)
{
    for (size_t i = 0; q && i < q->n; i++)
        if (strlen(q->v[i].name) == n && !strncasecmp(q->v[i].name, name, n))
            return &q->v[i];
    return NULL;
}

int a64_req_find(const a64_cur *c, const char *name, size_t n, a64_reg *r)
{
    const a64_req *e = find(c->reqs, name, n);
    if (!e)
        return 0;
    memset(r, 0, sizeof *r);
    r->kind = e->kind;
    r->num = e->num;
    r->sp = e->sp;
    r->lane = -1;
    return 1;
}

void a64_req_forget(a64_cur *c, const char *name, size_t n)
{
    a64_req *e = find(c->reqs, name, n);
    if (!e)
        return;
    free(e->name);
    *e = c->reqs->v[--c->reqs->n];
}

/* The kind LLVM files an alias under. */
static int kind_class(int kind)
{
    return kind == A64_R_V ? 1 : kind == A64_R_Z ? 2 : kind == A64_R_P ? 3
           : kind == A64_R_PN ? -1 : 0;
}

/* The register the word s[0..n) names, real name first, then an alias. */
static int reg_or_alias(const a64_cur *c, const char *s, size_t n, a64_reg *r)
{
    return a64_reg_word(s, n, r) || a64_req_find(c, s, n, r);
}

static int is_word_char(int ch)
{
    return isalnum(ch) || ch == '_' || ch == '$' || ch == '@' || ch == '.';
}

int a64_req_statement(a64_cur *c, size_t name_at, size_t n, int *r)
{
    size_t p = c->pos;
    while (p < c->end && (c->s[p] == ' ' || c->s[p] == '\t'))
        p++;
    if (p + 4 > c->end || strncasecmp(c->s + p, ".req", 4) ||
        (p + 4 < c->end && is_word_char((unsigned char)c->s[p + 4])))
        return 0;
    c->pos = p + 4;
    a64_skip_ws(c);
    size_t at = c->pos, e = at;
    while (e < c->end && is_word_char((unsigned char)c->s[e]))
        e++;
    if (at >= c->end)
        /* LLVM's end of statement: after the blanks that end the line */
        while (c->s[at] == ' ' || c->s[at] == '\t')
            at++;
    /* the whole word as a scalar register, else its head before '.' as a
     * vector one (then with no type suffix) */
    a64_reg reg;
    size_t head = at;
    while (head < e && c->s[head] != '.')
        head++;
    int ok = e > at && reg_or_alias(c, c->s + at, e - at, &reg) && kind_class(reg.kind) == 0;
    if (!ok && head > at && reg_or_alias(c, c->s + at, head - at, &reg) &&
        kind_class(reg.kind) > 0) {
        if (head < e) {
            static const char *const what[] = {
                NULL, "vector register without type specifier expected",
                "sve vector register without type specifier expected",
                "sve predicate register without type specifier expected",
            };
            *r = a64_error(c, at, 1, "%s", what[kind_class(reg.kind)]);
            return 1;
        }
        ok = 1;
    }
    if (!ok) {
        *r = a64_error(c, at, 1, "register name or alias expected");
        return 1;
    }
    c->pos = e;
    a64_skip_ws(c);
    if (c->pos < c->end) {
        *r = a64_error(c, c->pos, 1, "expected newline");
        return 1;
    }
    *r = 0;
    a64_req *old = find(c->reqs, c->s + name_at, n);
    if (old) {
        if (old->kind != reg.kind || old->num != reg.num || old->sp != reg.sp) {
            char *lower = malloc(n + 1);
            if (!lower) {
                *r = -1;
                return 1;
            }
            for (size_t i = 0; i < n; i++)
                lower[i] = (char)tolower((unsigned char)c->s[name_at + i]);
            lower[n] = 0;
            if (c->src && c->diags)
                mca_source_diag(c->src, c->diags, MCA_DIAG_WARNING, name_at, 1,
                                "ignoring redefinition of register alias '%s'", lower);
            free(lower);
        }
        return 1;
    }
    a64_reqs *q = c->reqs;
    if (!q) {
        *r = -1;
        return 1;
    }
    if (q->n == q->cap) {
        size_t cap = q->cap ? 2 * q->cap : 8;
        a64_req *v = realloc(q->v, cap * sizeof *v);
        if (!v) {
            *r = -1;
            return 1;
        }
        q->v = v;
        q->cap = cap;
    }
    char *name = malloc(n + 1);
    if (!name) {
        *r = -1;
        return 1;
    }
    for (size_t i = 0; i < n; i++)
        name[i] = (char)tolower((unsigned char)c->s[name_at + i]);
    name[n] = 0;
    q->v[q->n++] = (a64_req){ name, reg.kind, reg.num, reg.sp };
    return 1;
}

/* The register's own name (x0, wsp, xzr, z3, pn8 ...). */
static void reg_name(const a64_req *e, char *out, size_t n)
{
    static const char *const prefix[A64_R_KINDS] = {
        [A64_R_X] = "x", [A64_R_W] = "w", [A64_R_B] = "b", [A64_R_H] = "h",
        [A64_R_S] = "s", [A64_R_D] = "d", [A64_R_Q] = "q", [A64_R_V] = "v",
        [A64_R_Z] = "z", [A64_R_P] = "p", [A64_R_PN] = "pn",
    };
    bool gpr = e->kind == A64_R_X || e->kind == A64_R_W;
    if (gpr && e->sp)
        snprintf(out, n, "%s", e->kind == A64_R_X ? "sp" : "wsp");
    else if (gpr && e->num == 31)
        snprintf(out, n, "%s", e->kind == A64_R_X ? "xzr" : "wzr");
    else
        snprintf(out, n, "%s%u", e->kind > 0 && e->kind < A64_R_KINDS && prefix[e->kind]
                                      ? prefix[e->kind] : "?", e->num);
}

char *a64_req_expand(const a64_cur *c, const char *s, int *oom)
{
    *oom = 0;
    if (!c->reqs || !c->reqs->n)
        return NULL;
    mca_strbuf b;
    mca_strbuf_init(&b);
    bool any = false;
    for (size_t i = 0; s[i];) {
        bool start = (isalpha((unsigned char)s[i]) || s[i] == '_') &&
                     (i == 0 || !is_word_char((unsigned char)s[i - 1]));
        if (!start) {
            mca_strbuf_putc(&b, s[i++]);
            continue;
        }
        size_t e = i;
        while (isalnum((unsigned char)s[e]) || s[e] == '_' || s[e] == '$' || s[e] == '@')
            e++;
        a64_reg r;
        const a64_req *q = a64_reg_word(s + i, e - i, &r) ? NULL : find(c->reqs, s + i, e - i);
        if (q) {
            char name[16];
            reg_name(q, name, sizeof name);
            mca_strbuf_puts(&b, name);
            any = true;
        } else {
            mca_strbuf_put(&b, s + i, e - i);
        }
        i = e;
    }
    mca_strbuf_putc(&b, 0);
    if (b.failed || !any) {
        *oom = b.failed;
        mca_strbuf_free(&b);
        return NULL;
    }
    return b.data;
}
