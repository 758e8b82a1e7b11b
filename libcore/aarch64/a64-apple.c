/* a64-apple: LLVM's Apple NEON syntax.  Its printer has a second variant
 * (-output-asm-variant=1, the default of Darwin and Mach-O triples) that
 * moves a NEON instruction's arrangement to the mnemonic and writes bare v
 * registers: "add.4s v0, v1, v2", "ld1.16b { v0 }, [x0]", "mov.s v0[1], w0";
 * some print no arrangement at all (fdot v1, v6, v24[0]).  Its assembler
 * reads that syntax on every triple.  Which opcodes print so, and with which
 * mnemonic, is LLVM's table (libcore/models/aarch64/apple.inc, written by
 * libcore/modelgen/a64-apple-forms): printing rewrites the generic text by
 * it, and reading rewrites an Apple statement into the generic syntax of
 * each opcode whose Apple mnemonic it has. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "a64-internal.h"
#include "../fixed-strings.h"

typedef struct {
    /* (in place: fixed-strings.h) */
    char name[24];     /* opcode */
    char gen[12];      /* the generic mnemonic it prints (an alias's too) */
    char apple[16];    /* the Apple one */
    int how;           /* 0 arrangements dropped, 1 no operands, 2 also no offset,
                        * 3 read only (sxtl.2d: printed sshll.2d) */
} a64_apple_rec;

MCA_FIXED_STRINGS_BEGIN
#include "../models/aarch64/apple.inc"
MCA_FIXED_STRINGS_END

/* The first row of opcode name, or -1. */
static long find_opcode(const char *name)
{
    size_t lo = 0, hi = A64_APPLE_COUNT;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(a64_apple_ops[mid].name, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < A64_APPLE_COUNT && !strcmp(a64_apple_ops[lo].name, name) ? (long)lo : -1;
}

/* Is s[at..) a v register's name ("v0".."v31", any case) ending at *end? */
static bool v_reg(const char *s, size_t at, size_t n, size_t *end)
{
    if (at >= n || (s[at] != 'v' && s[at] != 'V'))
        return false;
    if (at > 0 && (isalnum((unsigned char)s[at - 1]) || s[at - 1] == '_' || s[at - 1] == '.'))
        return false;
    size_t k = at + 1;
    while (k < n && isdigit((unsigned char)s[k]))
        k++;
    if (k == at + 1 || k - at > 3)
        return false;
    *end = k;
    return true;
}

/* The length of an arrangement or element name at s ("4s", "16b", "d"). */
static size_t kind_len(const char *s, size_t n)
{
    size_t k = 0;
    while (k < n && isdigit((unsigned char)s[k]))
        k++;
    if (k < n && strchr("bhsdqBHSDQ", s[k]) &&
        (k + 1 == n || !(isalnum((unsigned char)s[k + 1]) || s[k + 1] == '_')))
        return k + 1;
    return 0;
}

void a64_apple_print(const a64_fe *fe, a64_match *m)
{
    mca_opcode brief;
    const mca_opcode *op = &brief;
    if (!mca_catalog_opcode_brief(fe->cat, m->opcode, &brief) || !brief.name ||
        m->text.failed || !m->text.data)
        return;
    long r = find_opcode(op->name);
    if (r < 0)
        return;
    const char *t = m->text.data;
    size_t n = m->text.len, mlen = 0;
    while (mlen < n && t[mlen] != '\t')
        mlen++;
    const a64_apple_rec *rec = NULL;
    for (size_t k = (size_t)r; k < A64_APPLE_COUNT && !strcmp(a64_apple_ops[k].name, op->name); k++)
        if (a64_apple_ops[k].how != 3 && strlen(a64_apple_ops[k].gen) == mlen &&
            !strncmp(a64_apple_ops[k].gen, t, mlen))
            rec = &a64_apple_ops[k];
    if (!rec)
        return;
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_strbuf_puts(&b, rec->apple);
    if (rec->how != 1 && mlen < n) {
        for (size_t i = mlen; i < n; i++) {
            size_t e;
            if (v_reg(t, i, n, &e) && e < n && t[e] == '.' && kind_len(t + e + 1, n - e - 1)) {
                mca_strbuf_put(&b, t + i, e - i);
                i = e + kind_len(t + e + 1, n - e - 1); /* the loop's ++ steps past it */
                continue;
            }
            if (rec->how == 2 && t[i] == ',' && i + 2 < n && t[i + 1] == ' ' && t[i + 2] == '#') {
                const char *close = memchr(t + i, ']', n - i);
                if (close) {
                    i = (size_t)(close - t) - 1;
                    continue;
                }
            }
            mca_strbuf_putc(&b, t[i]);
        }
    }
    if (b.failed) {
        mca_strbuf_free(&b);
        m->text.failed = true;
        return;
    }
    mca_strbuf_free(&m->text);
    m->text = b;
}

bool a64_apple_mnemonic(const char *mn)
{
    for (size_t k = 0; k < A64_APPLE_COUNT; k++)
        if (!strcmp(a64_apple_ops[k].apple, mn))
            return true;
    return false;
}

/* The arrangements and elements the catalog form of opcode writes after
 * its v registers, in order (".4s" as "4s"); their count, -1 when the form
 * has none or more than max. */
static int form_kinds(const a64_fe *fe, const char *name, char kinds[][6], int max)
{
    unsigned num;
    if (!mca_catalog_opcode_number(fe->cat, name, strlen(name), &num))
        return -1;
    mca_form f;
    if (!mca_catalog_form(fe->cat, num, 0, &f) || !f.text)
        return -1;
    int n = 0;
    size_t len = strlen(f.text);
    for (size_t i = 0; i + 1 < len; i++) {
        if (f.text[i] != '@' || !isdigit((unsigned char)f.text[i + 1]))
            continue;
        size_t k = i + 1;
        while (k < len && isdigit((unsigned char)f.text[k]))
            k++;
        size_t kl = k < len && f.text[k] == '.' ? kind_len(f.text + k + 1, len - k - 1) : 0;
        if (!kl)
            continue;
        if (n == max || kl > 5)
            return -1;
        memcpy(kinds[n], f.text + k + 1, kl);
        kinds[n][kl] = 0;
        n++;
    }
    return n ? n : -1;
}

/* The top-level operand (0 the first) that position at of s lies in. */
static int operand_at(const char *s, size_t at)
{
    int depth = 0, n = 0;
    for (size_t i = 0; i < at && s[i]; i++) {
        if (s[i] == '[' || s[i] == '{')
            depth++;
        else if ((s[i] == ']' || s[i] == '}') && depth > 0)
            depth--;
        else if (s[i] == ',' && !depth)
            n++;
    }
    return n;
}

/* The operand of the catalog form of opcode name whose register is the
 * first to carry an arrangement or element, -1 when none. */
static int first_kind_operand(const a64_fe *fe, const char *name)
{
    unsigned num;
    mca_form f;
    if (!mca_catalog_opcode_number(fe->cat, name, strlen(name), &num) ||
        !mca_catalog_form(fe->cat, num, 0, &f) || !f.text)
        return -1;
    const char *sp = strchr(f.text, ' ');
    if (!sp)
        return -1;
    for (const char *p = sp + 1; *p; p++)
        if (*p == '@' && isdigit((unsigned char)p[1])) {
            const char *e = p + 1;
            while (isdigit((unsigned char)*e))
                e++;
            if (*e == '.' && kind_len(e + 1, strlen(e + 1)))
                return operand_at(sp + 1, (size_t)(p - sp - 1));
        }
    return -1;
}

/* Is kind a 128-bit arrangement? */
static bool q_kind(const char *kind)
{
    static const char *const q[] = { "16b", "8h", "4s", "2d", "1q" };
    for (size_t k = 0; k < sizeof q / sizeof *q; k++)
        if (!strcmp(kind, q[k]))
            return true;
    return false;
}

int a64_apple_candidate(const a64_fe *fe, const char *mn, const char *ops, size_t len,
                        size_t *next, mca_strbuf *out)
{
    /* two passes over the rows (*next counts on through both): the
     * 128-bit forms first, as LLVM's matcher takes fdot v1, v6, v24[0]
     * (no arrangement to tell) as fdot v1.4s, v6.16b, v24.4b[0] */
    for (size_t at = *next; at < 2 * A64_APPLE_COUNT; at++) {
        size_t k = at % A64_APPLE_COUNT;
        bool first_pass = at < A64_APPLE_COUNT;
        const a64_apple_rec *rec = &a64_apple_ops[k];
        if (strcmp(rec->apple, mn) || rec->how == 1)
            continue;
        char kinds[16][6];
        int nk = form_kinds(fe, rec->name, kinds, 16);
        if (nk < 0 || q_kind(kinds[0]) != first_pass)
            continue;
        /* one arrangement for all (mov.16b v0, v1 has fewer registers
         * than orr's form), else one per register */
        bool uniform = true;
        for (int i = 1; i < nk; i++)
            uniform = uniform && !strcmp(kinds[i], kinds[0]);
        /* (the first bare register must be where the form's first
         * arranged one is: DUPi16's "mov @0, @1.h[@2]" takes no
         * mov v0[1], w0) */
        int want = first_kind_operand(fe, rec->name);
        for (size_t i = 0; i < len && want >= 0; i++) {
            size_t e;
            if ((i == 0 || !isalnum((unsigned char)ops[i - 1])) && v_reg(ops, i, len, &e) &&
                (e == len || ops[e] != '.')) {
                if (operand_at(ops, i) != want)
                    want = -2;
                break;
            }
        }
        if (want == -2)
            continue;
        mca_strbuf_free(out);
        mca_strbuf_init(out);
        mca_strbuf_puts(out, rec->gen);
        int used = 0;
        bool fits = true;
        for (size_t i = 0; i < len && fits; i++) {
            size_t e;
            if (v_reg(ops, i, len, &e) && (e == len || ops[e] != '.')) {
                if (used == nk && !uniform) {
                    fits = false;
                    break;
                }
                mca_strbuf_put(out, ops + i, e - i);
                mca_strbuf_putc(out, '.');
                mca_strbuf_puts(out, kinds[uniform ? 0 : used]);
                used++;
                i = e - 1;
                continue;
            }
            mca_strbuf_putc(out, ops[i]);
        }
        /* (fewer registers than the form: the generic reader's 'too few
         * operands', as LLVM's Apple form reports it: sxtl.2d v0) */
        if (!fits || !used)
            continue;
        *next = at + 1;
        return out->failed ? -1 : 1;
    }
    *next = 2 * A64_APPLE_COUNT;
    return 0;
}

bool a64_apple_opcode_of(const a64_fe *fe, const char *mn, unsigned opcode)
{
    mca_opcode op;
    if (!mca_catalog_opcode_brief(fe->cat, opcode, &op))
        return false;
    long r = find_opcode(op.name);
    if (r < 0 && strlen(op.name) > 5 && !strcmp(op.name + strlen(op.name) - 5, "_idx0")) {
        char base[48];
        snprintf(base, sizeof base, "%.*s", (int)(strlen(op.name) - 5), op.name);
        r = find_opcode(base);
    }
    for (size_t k = r < 0 ? A64_APPLE_COUNT : (size_t)r; k < A64_APPLE_COUNT; k++) {
        if (strcmp(a64_apple_ops[k].name, a64_apple_ops[r].name))
            break;
        if (!strcmp(a64_apple_ops[k].apple, mn))
            return true;
    }
    return false;
}

/* The registers of a list at s[at] ('{') of bare v registers: their count
 * (0 when it is no such list, or has a range), numbers in num[], its end
 * after '}' in *end. */
static int bare_list(const char *s, size_t at, size_t n, unsigned num[4], size_t *end)
{
    size_t i = at + 1;
    int count = 0;
    for (;;) {
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        size_t e;
        if (count == 4 || !v_reg(s, i, n, &e))
            return 0;
        num[count++] = (unsigned)atoi(s + i + 1);
        if (num[count - 1] > 31)
            return 0;
        i = e;
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i < n && s[i] == ',') {
            i++;
            continue;
        }
        if (i < n && s[i] == '}') {
            *end = i + 1;
            return count;
        }
        return 0;
    }
}

char *a64_apple_consecutive(const char *mn, const char *ops, size_t len, bool *oom)
{
    *oom = false;
    if (strncmp(mn, "ld", 2) != 0 && strncmp(mn, "st", 2) != 0)
        return NULL;
    const char *brace = memchr(ops, '{', len);
    unsigned num[4];
    size_t i = brace ? (size_t)(brace - ops) : 0, end = 0;
    int k = brace ? bare_list(ops, i, len, num, &end) : 0;
    size_t after = end;
    while (k && after < len && (ops[after] == ' ' || ops[after] == '\t'))
        after++;
    if (k < 2 || (after < len && ops[after] == '['))
        return NULL;
    unsigned stride = (num[1] + 32 - num[0]) % 32;
    for (int r = 2; r < k; r++)
        if ((num[r] + 32 - num[r - 1]) % 32 != stride)
            return NULL;
    if (stride == 1)
        return NULL;
    /* LLVM's list without arrangements takes any one stride: its first
     * register and the ones after it (ld1.4s {v0, v2} is { v0, v1 }) */
    char list[40];
    size_t o = 0;
    list[o++] = '{';
    for (int r = 0; r < k; r++)
        o += (size_t)snprintf(list + o, sizeof list - o, "%sv%u", r ? ", " : "",
                              (num[0] + (unsigned)r) % 32);
    list[o++] = '}';
    char *out = malloc(len - (end - i) + o + 1);
    if (!out) {
        *oom = true;
        return NULL;
    }
    memcpy(out, ops, i);
    memcpy(out + i, list, o);
    memcpy(out + i + o, ops + end, len - end);
    out[len - (end - i) + o] = 0;
    return out;
}
