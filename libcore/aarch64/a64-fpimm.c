/* a64-fpimm: the operand positions where LLVM 22's AArch64 parser reads an
 * FP immediate with its own parser, and that parser.  LLVM's matcher runs
 * an operand class's parser by the position in its operand list (the
 * mnemonic first; a NEON arrangement, a lane index and a predicate's '/'
 * and 'm' are entries of their own), so "fmov d0, x0, #inf" meets it too.
 * There, after '#' and an optional '-', the token must be a number: a
 * name or a parenthesis is "invalid floating point immediate"; "0x.."
 * (lower-case x) is the 8-bit encoding itself ("encoded floating point
 * value out of range" above 255 or negated); any other integer or real is
 * read as a decimal number ("invalid floating point representation" when
 * it is not one: 0b1, 0X70). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "a64-internal.h"

unsigned a64_fp_slots(const char *mn)
{
    static const char *const exact[] = { "fadd", "fsub", "fsubr", "fmul",
                                         "fmax", "fmin", "fmaxnm", "fminnm" };
    if (!strcmp(mn, "fmov"))
        return 1u << 2 | 1u << 3 | 1u << 5; /* d0, #; v0 .4s, #; z0, p0 / m, # */
    if (!strcmp(mn, "fdup"))
        return 1u << 2;
    if (!strcmp(mn, "fcpy"))
        return 1u << 5;
    for (size_t k = 0; k < sizeof exact / sizeof *exact; k++)
        if (!strcmp(mn, exact[k]))
            return 1u << 6; /* z0, p0 / m, z0, # */
    return 0;
}

/* How many entries of LLVM's operand list o makes. */
unsigned a64_llvm_entries(const a64_operand *o)
{
    if (o->kind != A64_OP_REG)
        return 1;
    unsigned n = 1 + (o->r.lane >= 0);
    if (o->r.kind == A64_R_V && o->r.arr[0])
        n++;
    if ((o->r.kind == A64_R_P || o->r.kind == A64_R_PN) && o->r.pq)
        n += 2;
    return n;
}

/* The number (LLVM's Integer or Real token) at t: its end in *e, whether
 * it is a real in *real. */
static size_t number_end(const a64_cur *c, size_t t, int *real)
{
    const char *s = c->s;
    size_t e = t;
    *real = 0;
    if (s[t] == '0' && t + 1 < c->end && (s[t + 1] == 'b' || s[t + 1] == 'B'))
        return t + 1; /* 0b: LLVM's lexer ends the number at the 'b' */
    if (s[t] == '0' && t + 1 < c->end && isalpha((unsigned char)s[t + 1])) {
        e = t + 2;
        while (e < c->end && isxdigit((unsigned char)s[e]))
            e++;
        if ((s[t + 1] == 'x' || s[t + 1] == 'X') && e < c->end &&
            (s[e] == '.' || s[e] == 'p' || s[e] == 'P')) {
            /* a hexadecimal real: 0x1.8p1 */
            *real = 1;
            if (s[e] == '.')
                for (e++; e < c->end && isxdigit((unsigned char)s[e]);)
                    e++;
            if (e < c->end && (s[e] == 'p' || s[e] == 'P')) {
                e++;
                if (e < c->end && (s[e] == '+' || s[e] == '-'))
                    e++;
                while (e < c->end && isdigit((unsigned char)s[e]))
                    e++;
            }
        }
        return e;
    }
    while (e < c->end && isdigit((unsigned char)s[e]))
        e++;
    if (e < c->end && s[e] == '.') {
        *real = 1;
        for (e++; e < c->end && isdigit((unsigned char)s[e]);)
            e++;
    }
    if (e < c->end && (s[e] == 'e' || s[e] == 'E')) {
        *real = 1;
        e++;
        if (e < c->end && (s[e] == '+' || s[e] == '-'))
            e++;
        while (e < c->end && isdigit((unsigned char)s[e]))
            e++;
    }
    return e;
}

/* The decimal value of s[t..e) (digits, '.', an exponent that may lack
 * its digits, which LLVM then ignores). */
static double decimal(const char *s, size_t t, size_t e)
{
    char buf[64];
    size_t n = e - t < sizeof buf - 1 ? e - t : sizeof buf - 1;
    memcpy(buf, s + t, n);
    buf[n] = 0;
    char *x = buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X') ? NULL : strpbrk(buf, "eE");
    if (x && !isdigit((unsigned char)x[1 + (x[1] == '+' || x[1] == '-')]))
        *x = 0;
    return strtod(buf, NULL);
}

int a64_fp_slot_operand(a64_cur *c, a64_operand *o)
{
    size_t save = c->pos;
    a64_skip_ws(c);
    o->start = c->pos;
    int hash = a64_accept(c, '#');
    a64_skip_ws(c);
    int neg = a64_accept(c, '-');
    a64_skip_ws(c);
    size_t t = c->pos;
    if (t >= c->end || !isdigit((unsigned char)c->s[t])) {
        if (!hash) {
            c->pos = save;
            return 0;
        }
        return a64_error(c, t, 1, "invalid floating point immediate");
    }
    int real;
    size_t e = number_end(c, t, &real);
    const char *s = c->s;
    if (!real && s[t] == '0' && s[t + 1] == 'x') {
        unsigned long long v = e > t + 2 ? strtoull(s + t + 2, NULL, 16) : 0;
        if (v > 255 || neg || e - t > 18)
            return a64_error(c, t, 1, "encoded floating point value out of range");
        o->fp = a64_fp8_decode((int)v);
    } else if (!real && s[t] == '0' && e > t + 1 && isalpha((unsigned char)s[t + 1])) {
        return a64_error(c, t, 1, "invalid floating point representation");
    } else {
        o->fp = decimal(s, t, e);
        if (neg)
            o->fp = -o->fp;
    }
    c->pos = e;
    o->kind = A64_OP_FPIMM;
    o->hash = hash;
    o->end = e;
    return 1;
}
