/* asm-dref: directional label references ("2f", "3b") met in the
 * expressions of generic directives, judged as LLVM's AsmParser judges
 * them: a backward one without an earlier "N:" is an error at once; each
 * forward one that no later "N:" defines is "directional label undefined"
 * at the end of the input, one error per reference, in the order met.
 * (Instruction operands are each ISA reader's: see asm-dlabel.c.) */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "asm.h"

/* Grow *v (of *cap items of size sz) to hold n items: 0, -1 out of memory. */
static int reserve(void **v, size_t *cap, size_t n, size_t sz)
{
    if (n <= *cap)
        return 0;
    size_t c = *cap ? *cap * 2 : 8;
    void *p = realloc(*v, c * sz);
    if (!p)
        return -1;
    *v = p;
    *cap = c;
    return 0;
}

static int is_defined(const mca_asm_drefs *d, unsigned long n)
{
    for (size_t i = 0; i < d->ndefs; i++)
        if (d->defs[i] == n)
            return 1;
    return 0;
}

int mca_asm_dref_define(mca_asm_drefs *d, unsigned long n)
{
    size_t kept = 0;
    for (size_t i = 0; i < d->nfwd; i++) /* (the waiting ones are now defined) */
        if (d->fwd[i].number != n)
            d->fwd[kept++] = d->fwd[i];
    d->nfwd = kept;
    if (is_defined(d, n))
        return 0;
    if (reserve((void **)&d->defs, &d->capdefs, d->ndefs + 1, sizeof *d->defs) != 0)
        return -1;
    d->defs[d->ndefs++] = n;
    return 0;
}

/* A digit run at s[p] (p at no identifier's middle) followed by 'f' or 'b'
 * ending the token: its length with the letter, else 0.  [01]+b is a
 * binary number to LLVM's lexer, no label. */
static size_t ref_len(const char *s, size_t p, size_t end, unsigned long *n)
{
    size_t q = p, binary = 1;
    unsigned long v = 0;
    while (q < end && s[q] >= '0' && s[q] <= '9') {
        binary &= s[q] <= '1';
        v = v * 10 + (unsigned long)(s[q] - '0');
        q++;
    }
    if (q == p || q >= end || (s[q] != 'f' && s[q] != 'b'))
        return 0;
    if (q + 1 < end && mca_asm_is_ident_char((unsigned char)s[q + 1]))
        return 0;
    if (s[q] == 'b' && binary)
        return 0;
    *n = v;
    return q + 1 - p;
}

int mca_asm_dref_scan(mca_asm_drefs *d, const char *s, size_t from, size_t to,
                      size_t stmt, size_t *bad)
{
    *bad = (size_t)-1;
    for (size_t p = from; p < to;) {
        unsigned char ch = (unsigned char)s[p];
        if (ch == '"') { /* (a string's contents are no tokens) */
            for (p++; p < to && s[p] != '"'; p++)
                if (s[p] == '\\')
                    p++;
            p++;
            continue;
        }
        if (!mca_asm_is_ident_char(ch)) {
            p++;
            continue;
        }
        unsigned long n;
        size_t len = ch >= '0' && ch <= '9' ? ref_len(s, p, to, &n) : 0;
        if (len && s[p + len - 1] == 'b') {
            if (!is_defined(d, n)) {
                *bad = p;
                return 0;
            }
        } else if (len) {
            if (reserve((void **)&d->fwd, &d->capfwd, d->nfwd + 1, sizeof *d->fwd) != 0)
                return -1;
            d->fwd[d->nfwd++] = (mca_asm_dref){ n, p, stmt };
        }
        while (p < to && mca_asm_is_ident_char((unsigned char)s[p]))
            p++;
    }
    return 0;
}

void mca_asm_drefs_free(mca_asm_drefs *d)
{
    free(d->defs);
    free(d->fwd);
    memset(d, 0, sizeof *d);
}
