/* x86-cfi: the register operand of a .cfi_* directive as LLVM 22's x86
 * parser reads it (X86AsmParser::parseRegister): an optional '%', then a
 * name LLVM's register matcher knows, in any case, or st(N).
 *
 * The names were measured with llvm-mca 22 (x86_64, .cfi_offset NAME, -16
 * for each register of the catalog and LLVM's other spellings): 313 are
 * taken.  They include names the instruction reader refuses (fp0-fp7,
 * flags, eflags, rflags, fpcr, fpsr, mxcsr, ssp, dirflag, tmmcfg, eip,
 * ip), and exclude st0-st7, fpsw, bnd0-bnd3 and the high halves LLVM
 * names internally (sih, r8bh ...).  Errors are the generic check's
 * "invalid register name" (after the identifier, else at the operand's
 * first character: LLVM puts the '%' forms' and st(N)'s elsewhere). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

/* The names outside the numbered families below (sorted, lower case). */
static const char *const names[] = {
    "ah", "al", "ax", "bh", "bl", "bp", "bpl", "bx", "ch", "cl", "cs", "cx", "dh", "di",
    "dil", "dirflag", "dl", "ds", "dx", "eax", "ebp", "ebx", "ecx", "edi", "edx", "eflags",
    "eip", "eiz", "es", "esi", "esp", "flags", "fpcr", "fpsr", "fs", "gs", "ip", "mxcsr",
    "rax", "rbp", "rbx", "rcx", "rdi", "rdx", "rflags", "rip", "riz", "rsi", "rsp", "si",
    "sil", "sp", "spl", "ss", "ssp", "st", "tmmcfg",
};

/* Numbered families: prefix, first and last number, suffix. */
static const struct {
    const char *prefix;
    unsigned lo, hi;
    const char *suffix;
} families[] = {
    { "r", 8, 31, "" },   { "r", 8, 31, "b" },  { "r", 8, 31, "w" },  { "r", 8, 31, "d" },
    { "xmm", 0, 31, "" }, { "ymm", 0, 31, "" }, { "zmm", 0, 31, "" }, { "k", 0, 7, "" },
    { "cr", 0, 15, "" },  { "dr", 0, 15, "" },  { "mm", 0, 7, "" },   { "tmm", 0, 7, "" },
    { "fp", 0, 7, "" },
};

static int cmp_name(const void *key, const void *elem)
{
    return strcmp((const char *)key, *(const char *const *)elem);
}

/* Is the lower-case name (NUL-terminated) one of a numbered family? */
static int in_family(const char *name)
{
    for (size_t f = 0; f < sizeof families / sizeof *families; f++) {
        size_t pl = strlen(families[f].prefix), sl = strlen(families[f].suffix);
        size_t n = strlen(name);
        if (n <= pl + sl || strncmp(name, families[f].prefix, pl) != 0 ||
            strcmp(name + n - sl, families[f].suffix) != 0)
            continue;
        const char *d = name + pl;
        size_t dn = n - pl - sl;
        if (dn > 2 || (dn == 2 && d[0] == '0'))
            continue;
        unsigned v = 0;
        size_t j = 0;
        while (j < dn && isdigit((unsigned char)d[j]))
            v = v * 10 + (unsigned)(d[j++] - '0');
        if (j == dn && v >= families[f].lo && v <= families[f].hi)
            return 1;
    }
    return 0;
}

static int known(const char *s, size_t n)
{
    char name[16];
    if (n >= sizeof name)
        return 0;
    for (size_t k = 0; k < n; k++)
        name[k] = (char)tolower((unsigned char)s[k]);
    name[n] = 0;
    return bsearch(name, names, sizeof names / sizeof *names, sizeof *names, cmp_name) ||
           in_family(name);
}

static size_t blanks(const char *s, size_t p, size_t n)
{
    while (p < n && (s[p] == ' ' || s[p] == '\t'))
        p++;
    return p;
}

/* The length of LLVM's token at s[p, n): an identifier, a number, else
 * one character. */
static size_t token(const char *s, size_t p, size_t n)
{
    size_t e = p;
    if (e < n && isdigit((unsigned char)s[e])) {
        while (e < n && isalnum((unsigned char)s[e]))
            e++;
        return e - p;
    }
    if (e < n && (isalpha((unsigned char)s[e]) || s[e] == '_' || s[e] == '.' || s[e] == '@'))
        while (e < n && mca_asm_is_ident_char((unsigned char)s[e]))
            e++;
    return e > p ? e - p : 1;
}

/* The end of the statement s starts in (a newline, ';' or NUL). */
static size_t statement_end(const char *s)
{
    return strcspn(s, "\n;");
}

/* st(N), "(" at p: the length to the ')' past it, or 0 (LLVM's errors:
 * "expected stack index", "invalid stack index" over 7, "expected ')'";
 * the generic check reports "invalid register name" after "st"). */
static size_t stack_index(const char *s, size_t p, size_t n)
{
    p = blanks(s, p + 1, n); /* past '(' */
    size_t t = token(s, p, n);
    if (p >= n || !isdigit((unsigned char)s[p]))
        return 0;
    char *end;
    unsigned long v = strtoul(s + p, &end, 0);
    if ((size_t)(end - s) != p + t || v > 7)
        return 0;
    p = blanks(s, p + t, n);
    return p < n && s[p] == ')' ? p + 1 : 0;
}

int x86_cfi_register(const char *s, size_t ident)
{
    size_t n = statement_end(s), p = 0;
    if (ident == 0 && p < n && s[p] == '%')
        p = blanks(s, p + 1, n);
    size_t t = token(s, p, n);
    if (p >= n || !(isalpha((unsigned char)s[p]) || s[p] == '_' || s[p] == '.' ||
                    s[p] == '@') || !known(s + p, t))
        return 0;
    size_t q = blanks(s, p + t, n);
    if (t == 2 && strncasecmp(s + p, "st", 2) == 0 && q < n && s[q] == '(')
        return (int)stack_index(s, q, n);
    return (int)(p + t);
}
