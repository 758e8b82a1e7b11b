/* a64-lex: the cursor over one AArch64 statement; expressions (with the
 * text LLVM's MC layer prints for them) and directional labels come from
 * the shared assembler layer, libcore/asm. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

void a64_val_free(a64_val *v)
{
    free(v->sym);
    v->sym = NULL;
}

void a64_skip_ws(a64_cur *c)
{
    while (c->pos < c->end && (c->s[c->pos] == ' ' || c->s[c->pos] == '\t' ||
                               c->s[c->pos] == '\r' || c->s[c->pos] == '\f' ||
                               c->s[c->pos] == '\v'))
        c->pos++;
}

int a64_peek(a64_cur *c)
{
    a64_skip_ws(c);
    return c->pos < c->end ? (unsigned char)c->s[c->pos] : 0;
}

size_t a64_next_token(const a64_cur *c, size_t at)
{
    const mca_source *src = c->src;
    const char *raw = src && !c->own && at <= src->len ? src->text : c->s;
    size_t lim = raw == c->s ? c->end : src->len;
    while (at < lim && (raw[at] == ' ' || raw[at] == '\t'))
        at++;
    return at;
}

size_t a64_too_few_end(const a64_cur *c)
{
    const mca_source *src = c->src;
    const char *raw = src && !c->own && c->end <= src->len ? src->text : c->s;
    size_t lim = raw == c->s ? c->end : src->len;
    size_t at = a64_next_token(c, c->end);
    if (at + 1 < lim && raw[at] == '/' && raw[at + 1] == '*')
        return c->end;
    return at;
}

int a64_accept(a64_cur *c, int ch)
{
    if (a64_peek(c) == ch) {
        c->pos++;
        return 1;
    }
    return 0;
}

size_t a64_ident_len(const a64_cur *c, size_t at)
{
    size_t i = at;
    if (i >= c->end || !mca_asm_is_ident_start((unsigned char)c->s[i]))
        return 0;
    while (i < c->end && mca_asm_is_ident_char((unsigned char)c->s[i]))
        i++;
    return i - at;
}

int a64_error(a64_cur *c, size_t off, size_t span, const char *fmt, ...)
{
    if (c->err)
        return -1;
    c->err = 1;
    c->err_off = off;
    c->err_span = span;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap); /* "did you mean" lists run long */
    va_end(ap);
    if (n >= 0 && (c->err_msg = malloc((size_t)n + 1)) != NULL) {
        va_start(ap, fmt);
        vsnprintf(c->err_msg, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ------------------------------------------------ expressions, labels */

/* An expression through the shared assembler layer (libcore/asm), with
 * directional labels renamed as LLVM names them. */
int a64_parse_expr(a64_cur *c, a64_val *v)
{
    mca_asm_cur a;
    memset(&a, 0, sizeof a);
    a.s = c->s;
    a.pos = c->pos;
    a.end = c->end;
    a.cat = c->fe ? c->fe->cat : NULL;
    a.mode = 64;
    a.expr = MCA_ASM_PERCENT_MOD; /* LLVM's '%' is the modulo operator here */
    if (c->format == MCA_ASM_COFF)
        a.at = &mca_a64_coff_at_specifiers;
    else if (c->format == MCA_ASM_MACHO)
        a.at = &mca_a64_macho_at_specifiers;
    size_t at = c->pos;
    mca_asm_val av = { 0, NULL, MCA_ASM_CONSTANT };
    v->val = 0;
    v->sym = NULL;
    if (mca_asm_parse_expr(&a, &av) != 0) {
        if (a.err_msg) {
            a64_error(c, a.err_off, a.err_span, "%s", a.err_msg);
            free(a.err_msg);
        }
        mca_asm_val_free(&av);
        return -1;
    }
    free(a.err_msg);
    c->pos = a.pos;
    if (av.sym && c->labels) {
        int undefined = 0;
        while (at < c->end && (c->s[at] == ' ' || c->s[at] == '\t'))
            at++;
        if (mca_asm_dlabel_resolve(c->labels, &av, at, &undefined) != 0) {
            mca_asm_val_free(&av);
            return -1;
        }
        if (undefined) {
            mca_asm_val_free(&av);
            return a64_error(c, at, 1, "directional label undefined");
        }
    }
    v->val = av.val;
    v->sym = av.sym;
    return 0;
}
