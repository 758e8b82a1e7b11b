/* asm-dircheck: the errors LLVM's generic directive parsers give for
 * directives the analysis otherwise ignores (see asm.h): data values out
 * of range or malformed, call frame directives outside a frame, line
 * table directives naming files never declared, alignments, strings,
 * fills and symbol lists that LLVM's parsers reject.
 *
 * It reads the statements as the ISA will see them (after macros, .rept
 * and conditional assembly), in order, because frames and file numbers
 * are state carried from one statement to the next.  Only errors llvm-mca
 * 22 prints are produced, each where it prints it (measured on x86-64,
 * AArch64 and RISC-V). */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asm.h"
#include "asm-check.h"

/* The generic data directives (LLVM's AsmParser), by size in bytes. */
static const mca_data_directive generic_data[] = {
    { ".byte", 1 }, { ".short", 2 }, { ".value", 2 }, { ".2byte", 2 }, { ".word", 2 },
    { ".long", 4 }, { ".int", 4 },   { ".4byte", 4 }, { ".quad", 8 },  { ".8byte", 8 },
    { NULL, 0 },
};

/* A section as LLVM's ELF streamer keeps it: by name, group and unique
 * id; what a later .section must not change. */
struct elf_section {
    const char *name, *group; /* in the statement text; group NULL: none */
    size_t nlen, glen;
    int64_t unique;           /* -1: none */
    uint64_t flags, entsize;
    long type;                /* -1: not known here (no check) */
};

typedef struct mca_asm_checker {
    const mca_source *src;
    const mca_scan *scan;
    mca_diags *diags;     /* (.print writes to its text) */
    mca_scan_diag *dg;
    size_t ndg, cap;
    int oom;
    int frame;            /* inside .cfi_startproc ... .cfi_endproc */
    unsigned char *files; /* files[n]: .file n was given */
    size_t nfiles;
    int prev_section;     /* a section switch happened (.previous works) */
    int dwarf5;           /* .file 0 made the line table DWARF 5's: .loc 0
                             names the root file */
    int md5_files, md5_all, md5_any, md5_warned; /* numbered .file checksums */
    /* the root file (.file 0): its name and MD5 token in the clean text
     * (md5_len 0: none); a later .file N naming it with the same checksum
     * is given number 0, N stays unassigned (LLVM's DWARF 5 table) */
    size_t root_at, root_len, root_md5_at, root_md5_len;
    int has_root;
    mca_strmap labels;    /* labels defined so far (a symbol in a section) */
    struct elf_section *sections; /* sections declared so far */
    size_t nsections, capsections;
    mca_arena label_mem;
    size_t pushed;        /* .pushsection levels open */
    const mca_syntax_rules *rules;
    mca_asm_drefs drefs;  /* directional references in expressions */
    mca_asm_winframes win; /* COFF's .seh_proc frames (asm-coff.c) */
    const char *triple;   /* the target's (NULL: none) */
    mca_asm_darwin_state darwin;
} checker;

static void diag(checker *k, int warning, size_t before, size_t off, const char *fmt,
                 va_list ap) __attribute__((format(printf, 5, 0)));

static void diag(checker *k, int warning, size_t before, size_t off, const char *fmt,
                 va_list ap)
{
    char buf[200];
    vsnprintf(buf, sizeof buf, fmt, ap);
    if (k->ndg == k->cap) {
        size_t cap = k->cap ? k->cap * 2 : 8;
        mca_scan_diag *v = realloc(k->dg, cap * sizeof *v);
        if (!v) {
            k->oom = 1;
            return;
        }
        k->dg = v;
        k->cap = cap;
    }
    char *msg = strdup(buf);
    if (!msg) {
        k->oom = 1;
        return;
    }
    k->dg[k->ndg++] = (mca_scan_diag){ before, off, 1, warning, msg, 0, 0 };
}

static void report(checker *k, size_t before, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void report(checker *k, size_t before, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag(k, 0, before, off, fmt, ap);
    va_end(ap);
}

/* An error of LLVM's context (its streamer's), which leaves the parse
 * unfailed: the streamer still finishes ("Unfinished frame!"). */
static void warn(checker *k, size_t before, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void warn(checker *k, size_t before, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag(k, 1, before, off, fmt, ap);
    va_end(ap);
}

/* The size of data directive t[0, n) on this target, or 0. */
static unsigned data_size(const mca_syntax_rules *rules, const char *t, size_t n)
{
    for (const mca_data_directive *d = rules->data_directives; d && d->name; d++)
        if (strlen(d->name) == n && memcmp(d->name, t, n) == 0)
            return d->size;
    for (const mca_data_directive *d = generic_data; d->name; d++)
        if (mca_asm_word_is(t, n, d->name))
            return d->size;
    return 0;
}

static void init_cursor(mca_asm_cur *c, const checker *k, const char *s, size_t from,
                        size_t end, size_t stmt)
{
    memset(c, 0, sizeof *c);
    c->s = s;
    c->pos = from;
    c->end = end;
    c->syms = k->scan->syms;
    c->stmt = stmt;
    c->at = k->rules->at_specifiers;
    if (k->rules->percent == MCA_PCT_REGISTER)
        c->pct_register = k->rules->cfi_register;
}

static int expression(checker *k, size_t i, mca_asm_cur *c, int64_t *v, int *symbolic);

/* A data value "%SPEC(EXPR)..." at the cursor (its '%'), on a target whose
 * data directives take one (MCA_PCT_SPECIFIER): 0 past it, or -1 after
 * reporting.  The value is no constant. */
static int data_specifier(checker *k, size_t i, mca_asm_cur *c)
{
    c->pos++;
    size_t at = (mca_asm_peek(c), c->pos);
    size_t n = mca_asm_ident_len(c, at);
    if (!n || isdigit((unsigned char)c->s[at])) {
        report(k, i, at, "expected '%%' relocation specifier");
        return -1;
    }
    int known = 0;
    for (const char *const *p = k->rules->percent_specifiers; p && *p && !known; p++)
        known = strlen(*p) == n && !memcmp(*p, c->s + at, n);
    if (!known) {
        report(k, i, at, "invalid relocation specifier");
        return -1;
    }
    c->pos = at + n;
    if (mca_asm_peek(c) != '(') {
        report(k, i, c->pos, "expected '('");
        return -1;
    }
    /* (the parenthesised expression and any operators after it) */
    return expression(k, i, c, NULL, NULL);
}

static int absolute(checker *k, size_t i, mca_asm_cur *c, int64_t *v);

/* .org OFFSET [, FILL]: an expression, an absolute fill byte. */
static void check_org(checker *k, size_t i, size_t from)
{
    const mca_stmt *st = &k->scan->stmts[i];
    mca_asm_cur c;
    init_cursor(&c, k, k->scan->clean, from, st->end, i);
    int64_t fill;
    if (expression(k, i, &c, NULL, NULL) != 0)
        return;
    if (mca_asm_accept(&c, ',') && absolute(k, i, &c, &fill) != 0)
        return;
    if (mca_asm_peek(&c) != 0)
        report(k, i, c.pos, "expected newline");
}

/* .byte, .long ...: comma-separated expressions whose constants fit
 * (size 0: .uleb128 and .sleb128, any value, no target data expression). */
static void check_data(checker *k, size_t i, size_t from, unsigned size)
{
    const mca_stmt *st = &k->scan->stmts[i];
    mca_asm_cur c;
    init_cursor(&c, k, k->scan->clean, from, st->end, i);
    if (mca_asm_peek(&c) == 0)
        return;
    for (;;) {
        size_t at = (mca_asm_peek(&c), c.pos);
        int64_t s = 0;
        int symbolic = 1;
        /* (the target's data expression: 1 when the value has no "@NAME") */
        int own = size && k->rules->data_at ? mca_asm_data_at(k, i, &c, k->rules->data_at) : 1;
        if (own < 0)
            return;
        if (own == 0) {
            /* read */
        } else if (size && k->rules->percent == MCA_PCT_SPECIFIER && c.s[at] == '%') {
            if (data_specifier(k, i, &c) != 0)
                return;
        } else if (expression(k, i, &c, &s, &symbolic) != 0) {
            return;
        }
        int constant = !symbolic;
        uint64_t u = (uint64_t)s;
        if (constant && size && size < 8) {
            unsigned bits = 8 * size;
            int fits_unsigned = (u >> bits) == 0;
            int fits_signed = s >= -((int64_t)1 << (bits - 1)) && s < ((int64_t)1 << (bits - 1));
            if (!fits_unsigned && !fits_signed) {
                report(k, i, at, "out of range literal value");
                return;
            }
        }
        if (mca_asm_peek(&c) == 0)
            return;
        if (!mca_asm_accept(&c, ',')) {
            report(k, i, c.pos, "unexpected token");
            return;
        }
    }
}

/* The offset where the line after statement i starts (LLVM locates some
 * streamer errors at the token after the statement's end). */
static size_t next_line(const checker *k, size_t i)
{
    const char *s = k->src->text;
    size_t p = k->scan->stmts[i].end, n = k->src->len;
    if (p > n) /* an instantiation: it ends at a NUL */
        n = p + strlen(s + p);
    if (p >= n)
        return p;
    while (p < n && s[p] != '\n')
        p++;
    return p < n ? p + 1 : p;
}

/* Where LLVM's lexer stands after statement i's end of statement: the
 * next token's start (blanks skipped, a comment or a newline is one). */
static size_t next_token(const checker *k, size_t i)
{
    const char *s = k->scan->clean;
    size_t p = k->scan->stmts[i].end, n = k->src->len;
    if (p > n) /* an instantiation: it ends at a NUL */
        n = p + strlen(k->src->text + p);
    while (p < n && s[p] != '\n' && !(k->rules->separator && s[p] == k->rules->separator))
        p++;
    if (p >= n)
        return p;
    p++;
    while (p < n && (k->src->text[p] == ' ' || k->src->text[p] == '\t'))
        p++;
    return p;
}

/* ------------------------------------------------------------ frames */

static int end_of_statement(checker *k, size_t i, mca_asm_cur *c, const char *msg);
static int identifier(mca_asm_cur *c);
static size_t tok_at(mca_asm_cur *c);

/* The operand shapes of the .cfi_* directives (LLVM's AsmParser). */
enum { CFI_NONE, CFI_REG, CFI_REG_OFF, CFI_REG_REG, CFI_REG_OFF_OFF, CFI_OFF, CFI_ESCAPE,
       CFI_LABEL, CFI_ENCODING, CFI_UNCHECKED };

static int cfi_shape(const char *t, size_t wl)
{
    static const struct {
        const char *name;
        int shape;
    } shapes[] = {
        { ".cfi_def_cfa", CFI_REG_OFF },        { ".cfi_offset", CFI_REG_OFF },
        { ".cfi_rel_offset", CFI_REG_OFF },     { ".cfi_val_offset", CFI_REG_OFF },
        { ".cfi_register", CFI_REG_REG },       { ".cfi_llvm_def_aspace_cfa", CFI_REG_OFF_OFF },
        { ".cfi_def_cfa_offset", CFI_OFF },     { ".cfi_adjust_cfa_offset", CFI_OFF },
        { ".cfi_def_cfa_register", CFI_REG },   { ".cfi_restore", CFI_REG },
        { ".cfi_undefined", CFI_REG },          { ".cfi_same_value", CFI_REG },
        { ".cfi_return_column", CFI_REG },      { ".cfi_escape", CFI_ESCAPE },
        { ".cfi_label", CFI_LABEL },            { ".cfi_personality", CFI_ENCODING },
        { ".cfi_lsda", CFI_ENCODING },          { ".cfi_remember_state", CFI_NONE },
        { ".cfi_restore_state", CFI_NONE },     { ".cfi_signal_frame", CFI_NONE },
        { ".cfi_window_save", CFI_NONE },       { ".cfi_endproc", CFI_NONE },
    };
    for (size_t n = 0; n < sizeof shapes / sizeof shapes[0]; n++)
        if (mca_asm_word_is(t, wl, shapes[n].name))
            return shapes[n].shape;
    return CFI_UNCHECKED; /* target ones (.cfi_negate_ra_state ...), .cfi_startproc */
}

/* A register operand: a number is an absolute expression, a name is the
 * target's (not judged here: up to the next comma).  0, 1 when nothing
 * more is checked (no operand: the target's error), -1 after an error. */
static int cfi_register(checker *k, size_t i, mca_asm_cur *c)
{
    int ch = mca_asm_peek(c);
    if (ch >= '0' && ch <= '9') {
        int64_t v;
        return absolute(k, i, c, &v);
    }
    if (k->rules->cfi_register) { /* (at the end of the token that is none) */
        size_t n = mca_asm_ident_len(c, c->pos);
        int len = k->rules->cfi_register(c->s + c->pos, n);
        if (len) {
            c->pos += (size_t)len > n ? (size_t)len : n;
            return 0;
        }
        report(k, i, c->pos + (n ? n : 1), "invalid register name");
        return -1;
    }
    if (ch == 0 || ch == ',' || ch == '-')
        return 1;
    while (c->pos < c->end && c->s[c->pos] != ',')
        c->pos++;
    return 0;
}

static int cfi_comma(checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_accept(c, ','))
        return 0;
    report(k, i, tok_at(c), "expected comma");
    return -1;
}

/* A DWARF pointer encoding LLVM's .cfi_personality/.cfi_lsda take. */
static int valid_encoding(int64_t e)
{
    if (e & ~(int64_t)0xff)
        return 0;
    if (e == 0xff)
        return 1;
    unsigned format = (unsigned)e & 0xf, app = (unsigned)e & 0x70;
    return (format == 0 || format == 2 || format == 3 || format == 4 || format == 0xa ||
            format == 0xb || format == 0xc) && (app == 0 || app == 0x10);
}

/* What a directive that checks no end of statement leaves: the next
 * statement's start, which LLVM rejects unless it can start one. */
static void cfi_rest(checker *k, size_t i, mca_asm_cur *c)
{
    int ch = mca_asm_peek(c);
    if (ch && !mca_asm_is_ident_start(ch))
        report(k, i, c->pos, "unexpected token at start of statement");
}

/* The operands of .cfi_* directive t[0, wl): 0 when they parse. */
static int cfi_operands(checker *k, size_t i, const char *t, size_t wl, size_t from)
{
    int shape = cfi_shape(t, wl);
    if (shape == CFI_UNCHECKED)
        return 0;
    const mca_stmt *st = &k->scan->stmts[i];
    mca_asm_cur c;
    init_cursor(&c, k, k->scan->clean, from, st->end, i);
    int64_t v;
    int r = 0;
    switch (shape) {
    case CFI_REG:
        r = cfi_register(k, i, &c);
        break;
    case CFI_REG_OFF:
    case CFI_REG_OFF_OFF:
        r = cfi_register(k, i, &c);
        if (r == 0)
            r = cfi_comma(k, i, &c) ? -1 : absolute(k, i, &c, &v);
        if (r == 0 && shape == CFI_REG_OFF_OFF)
            r = cfi_comma(k, i, &c) ? -1 : absolute(k, i, &c, &v);
        break;
    case CFI_REG_REG:
        r = cfi_register(k, i, &c);
        if (r == 0)
            r = cfi_comma(k, i, &c) ? -1 : cfi_register(k, i, &c);
        break;
    case CFI_OFF:
        r = absolute(k, i, &c, &v);
        break;
    case CFI_ESCAPE:
        do
            r = absolute(k, i, &c, &v);
        while (r == 0 && mca_asm_accept(&c, ','));
        if (r == 0)
            cfi_rest(k, i, &c);
        return r;
    case CFI_LABEL:
        if (identifier(&c)) {
            report(k, i, tok_at(&c), "expected identifier");
            return -1;
        }
        break;
    case CFI_ENCODING:
        if (absolute(k, i, &c, &v) != 0)
            return -1;
        if (v == 0xff) { /* (nothing more is read) */
            cfi_rest(k, i, &c);
            return 0;
        }
        if (!valid_encoding(v)) {
            report(k, i, tok_at(&c), "unsupported encoding.");
            return -1;
        }
        if (cfi_comma(k, i, &c) != 0)
            return -1;
        if (identifier(&c)) {
            report(k, i, tok_at(&c), "expected identifier in directive");
            return -1;
        }
        break;
    }
    if (r != 0)
        return r < 0 ? -1 : 0;
    return end_of_statement(k, i, &c, "expected newline");
}

static void check_cfi(checker *k, size_t i, size_t at, size_t wl)
{
    const char *t = k->scan->clean + at;
    if (mca_asm_word_is(t, wl, ".cfi_sections"))
        return;
    if (mca_asm_word_is(t, wl, ".cfi_startproc")) {
        const mca_stmt *st = &k->scan->stmts[i];
        mca_asm_cur c;
        init_cursor(&c, k, k->scan->clean, at + wl, st->end, i);
        if (mca_asm_peek(&c) != 0) { /* only "simple" */
            size_t name = c.pos;
            int bad = identifier(&c);
            size_t from = name + (c.s[name] == '"'), to = c.pos - (c.s[name] == '"');
            if (bad || to - from != 6 || memcmp(c.s + from, "simple", 6) != 0) {
                report(k, i, tok_at(&c), "unexpected token");
                return;
            }
            if (end_of_statement(k, i, &c, "expected newline") != 0)
                return;
        }
        if (k->frame)
            mca_asm_chk_soft(k, i + 1, next_token(k, i),
                             "starting new .cfi frame before finishing the previous one");
        k->frame = 1;
        return;
    }
    /* the operands are read first; the streamer then wants a frame */
    if (cfi_operands(k, i, t, wl, at + wl) != 0)
        return;
    if (!k->frame) {
        mca_asm_chk_soft(k, i, at, "this directive must appear between .cfi_startproc and "
                         ".cfi_endproc directives");
        return;
    }
    if (mca_asm_word_is(t, wl, ".cfi_endproc"))
        k->frame = 0;
}

/* A decimal, hex, octal or binary integer token at the cursor (no sign):
 * 1 and *v. */
static int int_token(mca_asm_cur *c, int64_t *v)
{
    int ch = mca_asm_peek(c);
    if (ch < '0' || ch > '9')
        return 0;
    mca_asm_val val;
    size_t save = c->pos;
    mca_asm_cur one = *c;
    /* the number alone: stop before any operator */
    size_t e = c->pos;
    while (e < c->end && mca_asm_is_ident_char((unsigned char)c->s[e]))
        e++;
    one.end = e;
    if (mca_asm_parse_expr(&one, &val) != 0 || val.sym) {
        free(one.err_msg);
        mca_asm_val_free(&val);
        c->pos = save;
        return 0;
    }
    *v = val.val;
    mca_asm_val_free(&val);
    c->pos = e;
    return 1;
}

static int file_known(const checker *k, int64_t n)
{
    return n >= 0 && (uint64_t)n < k->nfiles && k->files[n];
}

static int over_128_bits(const char *s, size_t n);

/* The keywords after .file's names: md5 VALUE, source "TEXT"; 0, or -1
 * after an error. */
static int file_keywords(checker *k, size_t i, mca_asm_cur *c, int numbered)
{
    while (mca_asm_peek(c) != 0) {
        size_t w = c->pos, wl = mca_asm_ident_len(c, w);
        if (!wl || (c->s[w] >= '0' && c->s[w] <= '9')) {
            report(k, i, w, "unexpected token in '.file' directive");
            return -1;
        }
        c->pos += wl;
        size_t at = tok_at(c);
        if (wl == 3 && memcmp(c->s + w, "md5", 3) == 0) {
            if (!numbered) {
                report(k, i, at, "MD5 checksum specified, but no file number");
                return -1;
            }
            size_t n = 0;
            while (at + n < c->end && isalnum((unsigned char)c->s[at + n]))
                n++;
            if (!n || !(c->s[at] >= '0' && c->s[at] <= '9')) {
                report(k, i, at, "unknown token in expression");
                return -1;
            }
            if (over_128_bits(c->s + at, n)) {
                report(k, i, at, "out of range literal value");
                return -1;
            }
            c->pos = at + n;
        } else if (wl == 6 && memcmp(c->s + w, "source", 6) == 0) {
            if (!numbered) {
                report(k, i, at, "source specified, but no file number");
                return -1;
            }
            if (mca_asm_string_token(c, NULL, NULL)) {
                report(k, i, at, "unexpected token in '.file' directive");
                return -1;
            }
        } else {
            report(k, i, at, "unexpected token in '.file' directive");
            return -1;
        }
    }
    return 0;
}

/* .file [N] "name" ["name"] [md5 ...] [source ...]: only the numbering. */
static void check_file(checker *k, size_t i, size_t from)
{
    const mca_stmt *st = &k->scan->stmts[i];
    mca_asm_cur c;
    init_cursor(&c, k, k->scan->clean, from, st->end, i);
    int64_t n = -1;
    int numbered = int_token(&c, &n);
    if (mca_asm_peek(&c) != '"') {
        report(k, i, c.pos, "expected string");
        return;
    }
    if (numbered && n == 0)
        k->dwarf5 = 1;
    /* "dir" "name" or "name" */
    size_t name_at = 0, name_len = 0, from2, to2, md5_at = 0, md5_len = 0;
    mca_asm_cur names = c;
    if (mca_asm_string_token(&names, &from2, &to2) == 0) {
        name_at = from2;
        name_len = to2 - from2;
        if (mca_asm_peek(&names) == '"') {
            if (!numbered) {
                report(k, i, names.pos, "explicit path specified, but no file number");
                return;
            }
            if (mca_asm_string_token(&names, &from2, &to2) == 0) {
                name_at = from2;
                name_len = to2 - from2;
            }
        }
    }
    if (file_keywords(k, i, &names, numbered) != 0)
        return;
    if (numbered && n >= 0) {
        /* LLVM warns once when some numbered files carry an MD5 checksum
         * and others do not */
        int md5 = 0;
        for (size_t p = c.pos; p < st->end && !md5; p++) {
            md5 = mca_asm_match_word(&c, p, "md5") && !mca_asm_is_ident_char((unsigned char)c.s[p - 1]);
            if (md5) { /* its value's token */
                size_t q = p + 3;
                while (q < st->end && mca_asm_is_blank((unsigned char)c.s[q]))
                    q++;
                md5_at = q;
                while (q < st->end && isalnum((unsigned char)c.s[q]))
                    q++;
                md5_len = q - md5_at;
            }
        }
        k->md5_all = k->md5_files ? k->md5_all && md5 : md5;
        k->md5_any = k->md5_files ? k->md5_any || md5 : md5;
        k->md5_files++;
        if (k->md5_all != k->md5_any && !k->md5_warned) {
            k->md5_warned = 1;
            warn(k, i, from - 5, "inconsistent use of MD5 checksums");
        }
    }
    if (numbered && n == 0) {
        k->has_root = 1;
        k->root_at = name_at;
        k->root_len = name_len;
        k->root_md5_at = md5_at;
        k->root_md5_len = md5_len;
    }
    if (!numbered || n < 1)
        return;
    const char *t = k->scan->clean;
    if (k->has_root && k->root_len && name_len == k->root_len &&
        memcmp(t + name_at, t + k->root_at, name_len) == 0 && md5_len == k->root_md5_len &&
        memcmp(t + md5_at, t + k->root_md5_at, md5_len) == 0)
        return; /* the root file again (directory and source not compared) */
    if ((uint64_t)n >= k->nfiles) {
        if ((uint64_t)n > (1u << 20)) /* far beyond real tables: not tracked */
            return;
        size_t cap = (size_t)n + 1;
        unsigned char *v = realloc(k->files, cap);
        if (!v) {
            k->oom = 1;
            return;
        }
        memset(v + k->nfiles, 0, cap - k->nfiles);
        k->files = v;
        k->nfiles = cap;
    }
    if (k->files[n]) /* (any name: LLVM's table keeps the first) */
        report(k, i, from - 5, "file number already allocated");
    k->files[n] = 1;
}

/* .loc FILE [LINE [COLUMN]] [sub-directives]. */
static void check_loc(checker *k, size_t i, size_t from)
{
    const mca_stmt *st = &k->scan->stmts[i];
    const char *s = k->scan->clean;
    mca_asm_cur c;
    init_cursor(&c, k, s, from, st->end, i);
    int64_t file, v;
    size_t at = (mca_asm_peek(&c), c.pos);
    if (!int_token(&c, &file)) {
        report(k, i, at, "expected integer");
        return;
    }
    if (file < 1 && !(file == 0 && k->dwarf5)) {
        report(k, i, at, "file number less than one in '.loc' directive");
        return;
    }
    if (file != 0 && !file_known(k, file)) {
        report(k, i, at, "unassigned file number in '.loc' directive");
        return;
    }
    int_token(&c, &v); /* line */
    int_token(&c, &v); /* column */
    while (mca_asm_peek(&c) != 0) {
        size_t w = c.pos, wl = mca_asm_ident_len(&c, w);
        if (!wl) {
            report(k, i, w, "unexpected token in '.loc' directive");
            return;
        }
        c.pos += wl;
        const char *name = s + w;
        if (mca_asm_word_is(name, wl, "basic_block") || mca_asm_word_is(name, wl, "prologue_end") ||
            mca_asm_word_is(name, wl, "epilogue_begin"))
            continue;
        if (!mca_asm_word_is(name, wl, "is_stmt") && !mca_asm_word_is(name, wl, "isa") &&
            !mca_asm_word_is(name, wl, "discriminator")) {
            report(k, i, w, "unknown sub-directive in '.loc' directive");
            return;
        }
        /* the value: an expression (is_stmt and isa a constant one,
         * discriminator an absolute one) */
        size_t vat = (mca_asm_peek(&c), c.pos);
        int sym;
        if (expression(k, i, &c, &v, &sym) != 0)
            return;
        if (mca_asm_word_is(name, wl, "is_stmt") && (sym || (v != 0 && v != 1))) {
            report(k, i, vat, sym ? "is_stmt value not the constant value of 0 or 1"
                                  : "is_stmt value not 0 or 1");
            return;
        }
        if (mca_asm_word_is(name, wl, "isa") && (sym || v < 0)) {
            report(k, i, vat, sym ? "isa number not a constant value"
                                  : "isa number less than zero");
            return;
        }
        if (mca_asm_word_is(name, wl, "discriminator") && sym) {
            report(k, i, vat, "expected absolute expression");
            return;
        }
    }
}


/* ------------------------------------------------ argument readers */

/* Each reads at the cursor of statement i; 0, or -1 after reporting. */

/* Any expression (LLVM's parseExpression): *v and *symbolic (either may
 * be NULL). */
static int expression_form(checker *k, size_t i, mca_asm_cur *c, int64_t *v, int *symbolic,
                           mca_asm_form *form);

static int expression(checker *k, size_t i, mca_asm_cur *c, int64_t *v, int *symbolic)
{
    return expression_form(k, i, c, v, symbolic, NULL);
}

static int expression_form(checker *k, size_t i, mca_asm_cur *c, int64_t *v, int *symbolic,
                           mca_asm_form *form)
{
    mca_asm_val val;
    if (mca_asm_peek(c) == 0 || mca_asm_peek(c) == ',') {
        report(k, i, c->pos, "unknown token in expression");
        return -1;
    }
    size_t from = c->pos;
    if (mca_asm_parse_expr(c, &val) != 0) {
        if (c->err_msg && strcmp(c->err_msg, "out of memory") != 0) {
            size_t n = k->ndg;
            report(k, i, c->err_off, "%s", c->err_msg);
            if (k->ndg > n && c->err_lexed != c->err_off) /* (a '%' that names
                                                             no register: over both) */
                k->dg[n].span = c->err_span;
        } else
            k->oom = 1;
        free(c->err_msg);
        c->err_msg = NULL;
        return -1;
    }
    if (v)
        *v = val.val;
    if (symbolic)
        *symbolic = val.sym != NULL;
    if (form)
        *form = val.form;
    size_t bad = (size_t)-1;
    if (val.sym && mca_asm_dref_scan(&k->drefs, c->s, from, c->pos, i, &bad) != 0)
        k->oom = 1;
    mca_asm_val_free(&val);
    if (bad != (size_t)-1) {
        report(k, i, bad, "directional label undefined");
        return -1;
    }
    return 0;
}

/* An absolute expression (parseAbsoluteExpression): *v. */
static int absolute(checker *k, size_t i, mca_asm_cur *c, int64_t *v)
{
    size_t at = (mca_asm_peek(c), c->pos);
    int symbolic;
    if (expression(k, i, c, v, &symbolic) != 0)
        return -1;
    if (symbolic) {
        report(k, i, at, "expected absolute expression");
        return -1;
    }
    return 0;
}

static int end_of_statement(checker *k, size_t i, mca_asm_cur *c, const char *msg)
{
    if (mca_asm_peek(c) == 0)
        return 0;
    report(k, i, c->pos, "%s", msg);
    return -1;
}

/* An identifier or a quoted name (parseIdentifier): 0, 1 when none. */
static int identifier(mca_asm_cur *c)
{
    mca_asm_peek(c);
    size_t n = mca_asm_ident_len(c, c->pos);
    if (n && !(c->s[c->pos] >= '0' && c->s[c->pos] <= '9')) {
        c->pos += n;
        return 0;
    }
    return mca_asm_string_token(c, NULL, NULL);
}

/* ------------------------------------------------------- directives */

static int is_pow2(uint64_t v)
{
    return v && !(v & (v - 1));
}

static uint64_t bit_floor(uint64_t v)
{
    uint64_t b = 1;
    while (v >>= 1)
        b <<= 1;
    return b;
}

/* .align, .balign[wl], .p2align[wl]: pow2 when the value is a power of 2
 * (.p2align*, and .align where the target says so); wide: the fill
 * value's size is more than a byte. */
static void check_align(checker *k, size_t i, mca_asm_cur *c, int pow2, int wide)
{
    size_t at = (mca_asm_peek(c), c->pos), max_at = 0;
    if (pow2 && !wide && mca_asm_peek(c) == 0) {
        warn(k, i, at, "p2align directive with no operand(s) is ignored");
        return;
    }
    int64_t align, fill, max = 0;
    int has_max = 0;
    if (absolute(k, i, c, &align) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        if (mca_asm_peek(c) != ',' && absolute(k, i, c, &fill) != 0)
            return;
        if (mca_asm_accept(c, ',')) {
            max_at = (mca_asm_peek(c), c->pos);
            if (absolute(k, i, c, &max) != 0)
                return;
            has_max = 1;
        }
    }
    if (end_of_statement(k, i, c, "expected newline") != 0)
        return;
    uint64_t bytes;
    if (pow2) {
        if (align >= 32) {
            report(k, i, at, "invalid alignment value");
            align = 31;
        }
        bytes = align >= 0 ? (uint64_t)1 << align : 1;
    } else {
        bytes = align == 0 ? 1 : (uint64_t)align;
        if (!is_pow2(bytes)) {
            report(k, i, at, "alignment must be a power of 2");
            bytes = bit_floor(bytes);
        }
        if (bytes >> 32) {
            report(k, i, at, "alignment must be smaller than 2**32");
            bytes = (uint64_t)1 << 31;
        }
    }
    if (has_max) {
        if (max < 1)
            report(k, i, max_at, "alignment directive can never be satisfied in this many "
                                 "bytes, ignoring maximum bytes expression");
        else if ((uint64_t)max >= bytes)
            warn(k, i, max_at, "maximum bytes expression exceeds alignment and has no effect");
    }
}

/* After an item of a comma-separated list: true when a comma follows (the
 * list goes on), false at the statement's end or when something else does
 * (then reported as missing). */
static bool list_more(checker *k, size_t i, mca_asm_cur *c, const char *missing)
{
    if (mca_asm_peek(c) == 0)
        return false;
    if (!mca_asm_accept(c, ',')) {
        report(k, i, c->pos, "%s", missing);
        return false;
    }
    return true;
}

/* Is s[0, n) base64 as LLVM decodes it: groups of four of A-Z a-z 0-9 +
 * /, the last one maybe ending with "=" or "=="? */
static int base64_ok(const char *s, size_t n)
{
    if (n % 4)
        return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (isalnum(ch) || ch == '+' || ch == '/')
            continue;
        /* '=' only in the last two places, and "x=y" never */
        if (ch != '=' || i + 2 < n || (i + 2 == n && s[i + 1] != '='))
            return 0;
    }
    return 1;
}

/* A string token of .ascii and its family at the cursor, its escapes
 * read (unless raw: .base64's, which must decode): 0, -1 after an error. */
static int string_operand(checker *k, size_t i, mca_asm_cur *c, int raw)
{
    size_t at = (mca_asm_peek(c), c->pos), from, to;
    if (mca_asm_string_token(c, &from, &to)) {
        report(k, i, c->pos, "expected string");
        return -1;
    }
    if (raw && from == to) {
        report(k, i, at, "expected nonempty string");
        return -1;
    }
    if (raw && !base64_ok(c->s + from, to - from)) {
        report(k, i, at, "failed to base64 decode string data");
        return -1;
    }
    if (raw)
        return 0;
    char *text;
    size_t n;
    int r = mca_asm_unescape(c->s + from, to - from, &text, &n);
    if (r < 0) {
        k->oom = 1;
        return -1;
    }
    if (r == 0) {
        free(text);
        return 0;
    }
    report(k, i, at, "%s", mca_asm_escape_errors[r]);
    return -1;
}

/* .ascii/.asciz/.string/.base64: strings separated by commas; .ascii
 * also takes strings side by side.  0, -1 after an error. */
static int strings(checker *k, size_t i, mca_asm_cur *c, int side_by_side, int raw)
{
    if (mca_asm_peek(c) == 0)
        return 0;
    for (;;) {
        if (string_operand(k, i, c, raw) != 0)
            return -1;
        while (side_by_side && mca_asm_peek(c) == '"')
            if (string_operand(k, i, c, raw) != 0)
                return -1;
        if (mca_asm_peek(c) == 0)
            return 0;
        if (!list_more(k, i, c, "unexpected token"))
            return -1;
    }
}

static void check_strings(checker *k, size_t i, mca_asm_cur *c, int side_by_side, int raw)
{
    size_t had = k->ndg;
    /* (.base64's parser then adds "expected string" where it failed) */
    if (strings(k, i, c, side_by_side, raw) != 0 && raw && k->ndg > had &&
        strcmp(k->dg[k->ndg - 1].msg, "expected string") != 0)
        report(k, i, k->dg[k->ndg - 1].offset, "expected string");
}

/* .fill COUNT [, SIZE [, VALUE]] */
static void check_fill(checker *k, size_t i, mca_asm_cur *c)
{
    int64_t size = 1, value = 0;
    size_t size_at = 0, value_at = 0;
    if (expression(k, i, c, NULL, NULL) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        size_at = (mca_asm_peek(c), c->pos);
        if (absolute(k, i, c, &size) != 0)
            return;
        if (mca_asm_accept(c, ',')) {
            value_at = (mca_asm_peek(c), c->pos);
            if (absolute(k, i, c, &value) != 0)
                return;
        }
    }
    if (end_of_statement(k, i, c, "expected newline") != 0)
        return;
    if (size < 0) {
        warn(k, i, size_at, "'.fill' directive with negative size has no effect");
        return;
    }
    if (size > 8) {
        warn(k, i, size_at, "'.fill' directive with size greater than 8 has been truncated to 8");
        size = 8;
    }
    if (((uint64_t)value >> 32) && size > 4)
        warn(k, i, value_at, "'.fill' directive pattern has been truncated to 32-bits");
}

/* .zero/.skip/.space COUNT [, VALUE] */
static void check_space(checker *k, size_t i, mca_asm_cur *c)
{
    int64_t value;
    if (expression(k, i, c, NULL, NULL) != 0)
        return;
    if (mca_asm_accept(c, ',') && absolute(k, i, c, &value) != 0)
        return;
    end_of_statement(k, i, c, "expected newline");
}

/* .nops SIZE[, MAX] (a target's, see mca_syntax_rules): both absolute,
 * the values judged after the end of statement. */
static void check_nops(checker *k, size_t i, mca_asm_cur *c)
{
    int64_t size, max = 0;
    size_t size_at = (mca_asm_peek(c), c->pos), max_at = size_at;
    if (absolute(k, i, c, &size) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        max_at = (mca_asm_peek(c), c->pos);
        if (absolute(k, i, c, &max) != 0)
            return;
    }
    if (end_of_statement(k, i, c, "expected newline") != 0)
        return;
    if (size <= 0)
        report(k, i, size_at, "'.nops' directive with non-positive size");
    else if (max < 0)
        report(k, i, max_at, "'.nops' directive with negative NOP size");
}

/* .globl a, b (generic: a missing comma is "unexpected token") or .weak
 * a, b (ELF: "expected comma"). */
static void check_symbols(checker *k, size_t i, mca_asm_cur *c, int elf)
{
    if (mca_asm_peek(c) == 0)
        return;
    for (;;) {
        if (identifier(c)) {
            report(k, i, c->pos, "expected identifier");
            return;
        }
        if (!list_more(k, i, c, elf ? "expected comma" : "unexpected token"))
            return;
    }
}

/* .size NAME, EXPR */
static void check_size(checker *k, size_t i, mca_asm_cur *c)
{
    if (identifier(c)) {
        report(k, i, c->pos, "expected identifier");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        report(k, i, c->pos, "expected comma");
        return;
    }
    if (expression(k, i, c, NULL, NULL) != 0)
        return;
    end_of_statement(k, i, c, "unexpected token");
}

/* The name a string token at the cursor gives (escapes read): 0 and
 * *name (malloc'd), or -1 after the error (wording: what) or on memory. */
static int file_name(checker *k, size_t i, mca_asm_cur *c, const char *what, char **name,
                     size_t *nlen, size_t *at)
{
    size_t from, to;
    *at = (mca_asm_peek(c), c->pos);
    if (mca_asm_string_token(c, &from, &to)) {
        report(k, i, c->pos, "expected string in '%s' directive", what);
        return -1;
    }
    int r = mca_asm_unescape(c->s + from, to - from, name, nlen);
    if (r < 0)
        k->oom = 1;
    else if (r > 0)
        report(k, i, *at, "%s", mca_asm_escape_errors[r]);
    return r ? -1 : 0;
}

/* .incbin "FILE" [, SKIP [, COUNT]]: the bytes are data the analysis
 * ignores, but the file must exist (it is not read). */
static void check_incbin(checker *k, size_t i, mca_asm_cur *c)
{
    char *name;
    size_t nlen, at, skip_at = 0, count_at = 0;
    if (file_name(k, i, c, ".incbin", &name, &nlen, &at) != 0)
        return;
    int64_t skip = 0, count = 0;
    int has_count = 0, symbolic = 0;
    if (mca_asm_accept(c, ',')) {
        if (mca_asm_peek(c) != ',') {
            skip_at = (mca_asm_peek(c), c->pos);
            if (absolute(k, i, c, &skip) != 0)
                goto done;
        }
        if (mca_asm_accept(c, ',')) {
            count_at = (mca_asm_peek(c), c->pos);
            if (expression(k, i, c, &count, &symbolic) != 0)
                goto done;
            has_count = 1;
        }
    }
    if (end_of_statement(k, i, c, "expected newline") != 0)
        goto done;
    if (skip < 0) {
        report(k, i, skip_at, "skip is negative");
        goto done;
    }
    int found = mca_asm_file_readable(name, nlen);
    /* (LLVM looks at the count once the file is open) */
    if (found && has_count && symbolic) {
        report(k, i, count_at, "expected absolute expression");
        found = 0;
    } else if (found && has_count && count < 0) {
        warn(k, i, count_at, "negative count has no effect");
    }
    if (!found)
        report(k, i, at, "Could not find incbin file '%s'", name);
done:
    free(name);
}

/* Where LLVM's current token is when the cursor is at its end: the end
 * of statement token, past trailing blanks (they are blanked comments
 * too). */
static size_t tok_at(mca_asm_cur *c)
{
    mca_asm_peek(c);
    return c->pos;
}

/* A run of identifier characters at the cursor (LLVM's identifier token
 * there): its length, the cursor moved past it; 0 when none. */
static size_t ident(mca_asm_cur *c)
{
    mca_asm_peek(c);
    size_t n = mca_asm_ident_len(c, c->pos);
    if (n && c->s[c->pos] >= '0' && c->s[c->pos] <= '9')
        return 0;
    c->pos += n;
    return n;
}

/* A section name: a string, or the tokens up to a comma or the end. */
static int section_name(mca_asm_cur *c)
{
    if (mca_asm_peek(c) == '"')
        return mca_asm_string_token(c, NULL, NULL);
    size_t start = c->pos;
    while (c->pos < c->end && c->s[c->pos] != ',' && !mca_asm_is_blank((unsigned char)c->s[c->pos]))
        c->pos++;
    return c->pos == start;
}

static int word_in(const char *t, size_t n, const char *const *list)
{
    for (; *list; list++)
        if (strlen(*list) == n && memcmp(*list, t, n) == 0)
            return 1;
    return 0;
}

/* The ELF flags LLVM gives a section by its name before its flag string. */
static uint64_t default_flags(const char *n, size_t len)
{
#define PREFIX(p) (len >= sizeof p - 1 && !memcmp(n, p, sizeof p - 1) && \
                   (len == sizeof p - 1 || n[sizeof p - 1] == '.'))
    if (PREFIX(".rodata") || (len == 8 && !memcmp(n, ".rodata1", 8)))
        return 0x2;
    if (PREFIX(".text") || (len == 5 && (!memcmp(n, ".fini", 5) || !memcmp(n, ".init", 5))))
        return 0x6;
    if (PREFIX(".data") || PREFIX(".bss") || PREFIX(".init_array") || PREFIX(".fini_array") ||
        PREFIX(".preinit_array") || (len == 6 && !memcmp(n, ".data1", 6)))
        return 0x3;
    if (PREFIX(".tdata") || PREFIX(".tbss"))
        return 0x403;
#undef PREFIX
    return 0;
}

/* A .section that names a section declared before: LLVM's errors when
 * its type, flags or entry size differ. */
static void section_again(checker *k, size_t i, size_t at, const struct elf_section *now,
                          int explicit_flags)
{
    struct elf_section *e = NULL;
    for (size_t n = 0; n < k->nsections && !e; n++) {
        struct elf_section *x = &k->sections[n];
        if (x->nlen == now->nlen && !memcmp(x->name, now->name, now->nlen) &&
            x->unique == now->unique && !x->group == !now->group &&
            (!x->group || (x->glen == now->glen && !memcmp(x->group, now->group, now->glen))))
            e = x;
    }
    if (!e) {
        if (k->nsections == k->capsections) {
            size_t cap = k->capsections ? k->capsections * 2 : 8;
            struct elf_section *v = realloc(k->sections, cap * sizeof *v);
            if (!v) {
                k->oom = 1;
                return;
            }
            k->sections = v;
            k->capsections = cap;
        }
        k->sections[k->nsections++] = *now;
        return;
    }
    const char *n = now->name;
    int len = (int)now->nlen;
    if (e->type >= 0 && now->type >= 0 && e->type != now->type)
        report(k, i, at, "changed section type for %.*s, expected: 0x%lX", len, n,
               (unsigned long)e->type);
    if (explicit_flags && e->flags != now->flags)
        report(k, i, at, "changed section flags for %.*s, expected: 0x%llX", len, n,
               (unsigned long long)e->flags);
    if (explicit_flags && e->entsize != now->entsize)
        report(k, i, at, "changed section entsize for %.*s, expected: %llu", len, n,
               (unsigned long long)e->entsize);
}

/* A piece of a Mach-O section specifier, blanks trimmed at both ends. */
static void trim_piece(const char **p, size_t *n)
{
    while (*n && mca_asm_is_blank((unsigned char)**p)) {
        (*p)++;
        (*n)--;
    }
    while (*n && mca_asm_is_blank((unsigned char)(*p)[*n - 1]))
        (*n)--;
}

/* LLVM's check of a Mach-O section specifier (after the segment): the
 * message, or NULL when it is well formed. */
static const char *macho_specifier(const char *s, size_t n)
{
    static const char *const types[] = {
        "regular", "zerofill", "cstring_literals", "4byte_literals", "8byte_literals",
        "literal_pointers", "non_lazy_symbol_pointers", "lazy_symbol_pointers",
        "symbol_stubs", "mod_init_funcs", "mod_term_funcs", "coalesced", "interposing",
        "16byte_literals", "thread_local_regular", "thread_local_zerofill",
        "thread_local_variables", "thread_local_variable_pointers",
        "thread_local_init_function_pointers", NULL,
    };
    static const char *const attrs[] = {
        "pure_instructions", "no_toc", "strip_static_syms", "no_dead_strip", "live_support",
        "self_modifying_code", "debug", "none", NULL,
    };
    const char *piece[4] = { NULL, NULL, NULL, NULL };
    size_t len[4] = { 0, 0, 0, 0 };
    size_t k = 0, from = 0;
    for (size_t j = 0; j <= n && k < 4; j++)   /* section, type, attributes, stub size */
        if (j == n || s[j] == ',') {
            piece[k] = s + from;
            len[k] = j - from;
            trim_piece(&piece[k], &len[k]);
            k++;
            from = j + 1;
        }
    if (!len[0])
        return "mach-o section specifier requires a segment and section separated by a comma";
    if (len[0] > 16)
        return "mach-o section specifier requires a section whose length is between 1 and 16 "
               "characters";
    if (!len[1])
        return NULL;
    if (!word_in(piece[1], len[1], types))
        return "mach-o section specifier uses an unknown section type";
    int stubs = len[1] == 12 && !memcmp(piece[1], "symbol_stubs", 12);
    if (!len[2])
        return stubs ? "mach-o section specifier of type 'symbol_stubs' requires a size "
                       "specifier"
                     : NULL;
    int any_attr = 0;
    for (size_t a = 0, b = 0; a <= len[2]; a++)   /* '+' separated, empty ones dropped */
        if (a == len[2] || piece[2][a] == '+') {
            const char *w = piece[2] + b;
            size_t wn = a - b;
            b = a + 1;
            if (!wn)
                continue;
            trim_piece(&w, &wn);
            /* (blanks alone name an attribute LLVM has no spelling for) */
            if (wn && !word_in(w, wn, attrs))
                return "mach-o section specifier has invalid attribute";
            any_attr |= wn && !(wn == 4 && !memcmp(w, "none", 4));
        }
    if (!len[3])
        return stubs && !any_attr ? "mach-o section specifier of type 'symbol_stubs' requires "
                                    "a size specifier"
                                  : NULL;
    if (!stubs)
        return "mach-o section specifier cannot have a stub size specified because it does "
               "not have type 'symbol_stubs'";
    char *end;
    char buf[32];
    if (len[3] >= sizeof buf)
        return "mach-o section specifier has a malformed stub size";
    memcpy(buf, piece[3], len[3]);
    buf[len[3]] = 0;
    errno = 0;
    unsigned long long v = strtoull(buf, &end, 0);
    if (*end || errno || v > 0xffffffffull || buf[0] == '-' || buf[0] == '+')
        return "mach-o section specifier has a malformed stub size";
    return NULL;
}

/* .section SEGMENT,SECTION[,TYPE[,ATTRIBUTES[,STUBSIZE]]] (Mach-O; LLVM's
 * Darwin parser: the segment, a comma, then the rest of the statement as
 * the specifier). */
static void check_macho_section(checker *k, size_t i, mca_asm_cur *c)
{
    size_t at = tok_at(c);
    k->prev_section = 1;
    if (identifier(c)) {
        report(k, i, at, "expected identifier after '.section' directive");
        return;
    }
    if (mca_asm_peek(c) != ',') {
        report(k, i, tok_at(c), "unexpected token in '.section' directive");
        return;
    }
    c->pos++;
    size_t from = c->pos;
    c->pos = c->end;
    const char *msg = macho_specifier(c->s + from, c->end - from);
    if (msg)
        report(k, i, at, "%s", msg);
}

/* .tbss SYMBOL, SIZE[, ALIGN] (Mach-O). */
static void check_macho_tbss(checker *k, size_t i, mca_asm_cur *c)
{
    if (identifier(c)) {
        report(k, i, tok_at(c), "expected identifier in directive");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        report(k, i, tok_at(c), "unexpected token in directive");
        return;
    }
    int64_t size, align = 0;
    size_t size_at = tok_at(c), align_at = 0;
    if (absolute(k, i, c, &size) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        align_at = tok_at(c);
        if (absolute(k, i, c, &align) != 0)
            return;
    }
    if (end_of_statement(k, i, c, "unexpected token in '.tbss' directive") != 0)
        return;
    if (size < 0)
        report(k, i, size_at, "invalid '.tbss' directive size, can't be less thanzero");
    else if (align < 0)
        report(k, i, align_at, "invalid '.tbss' alignment, can't be lessthan zero");
}

/* .section NAME [, "FLAGS" [, @TYPE [, ENTSIZE] [, GROUP [, comdat]] [, unique, ID]]]
 * (ELF; .pushsection the same). */
static void check_section(checker *k, size_t i, mca_asm_cur *c, int push, size_t dir)
{
    k->prev_section = 1;
    struct elf_section now = { NULL, NULL, 0, 0, -1, 0, 0, -1 };
    now.name = c->s + tok_at(c);
    if (section_name(c)) {
        report(k, i, tok_at(c), "expected identifier");
        return;
    }
    now.nlen = (size_t)(c->s + c->pos - now.name);
    if (now.name[0] == '"') { /* (its contents) */
        now.name++;
        now.nlen -= 2;
    }
    now.flags = default_flags(now.name, now.nlen);
    if (!mca_asm_accept(c, ',')) {
        if (end_of_statement(k, i, c, "expected end of directive") == 0)
            section_again(k, i, dir, &now, 0);
        return;
    }

    if (push && mca_asm_peek(c) != '"') { /* .pushsection NAME, SUBSECTION [, FLAGS ...] */
        if (expression(k, i, c, NULL, NULL) != 0)
            return;
        if (!mca_asm_accept(c, ',')) {
            end_of_statement(k, i, c, "expected end of directive");
            return;
        }
    }
    size_t from, to;
    if (mca_asm_peek(c) == '#') { /* Solaris flags: #alloc, #write ... (where '#' is
                                     no comment) */
        static const char *const sun[] = { "alloc", "execinstr", "write", "tls", NULL };
        for (;;) {
            c->pos++;
            size_t at = tok_at(c), n = ident(c);
            if (!n || !word_in(c->s + at, n, sun)) {
                report(k, i, at, "unknown flag");
                return;
            }
            if (!mca_asm_accept(c, ',') || mca_asm_peek(c) != '#')
                break; /* (a comma then anything else ends the flags) */
        }
        end_of_statement(k, i, c, "expected end of directive");
        return;
    }
    if (mca_asm_string_token(c, &from, &to)) {
        report(k, i, tok_at(c), "expected string");
        return;
    }
    int merge = 0, group = 0, last_group = 0, link = 0;
    uint64_t extra = 0;
    for (size_t f = from; f < to; f++)
        switch (c->s[f]) {
        case 'a': extra |= 0x2; break;
        case 'w': extra |= 0x1; break;
        case 'x': extra |= 0x4; break;
        case 'S': extra |= 0x20; break;
        case 'T': extra |= 0x400; break;
        case 'e': extra |= 0x80000000u; break;
        case 'R': extra |= 0x200000; break;
        case 'l': extra |= 0x10000000; break; /* (x86-64 only) */
        case 'y': extra |= 0x20000000; break; /* (AArch64 only) */
        case 'o': extra |= 0x80; link = 1; break;
        case 'M': extra |= 0x10; merge = 1; break;
        case 'G': extra |= 0x200; group = 1; break;
        case '?': last_group = 1; break;
        default: report(k, i, tok_at(c), "unknown flag"); return;
        }
    now.flags |= extra;
    if (group && last_group) {
        report(k, i, tok_at(c), "Section cannot specifiy a group name while also acting "
                                "as a member of the last group");
        return;
    }
    size_t type_at = 0, tf = 0, tn = 0;
    if (mca_asm_accept(c, ',')) {
        int ch = mca_asm_peek(c);
        if (ch == '"') {
            mca_asm_string_token(c, &tf, &to);
            tn = to - tf;
        } else if (ch == '@' || ch == '%' || ch == '#') {
            c->pos++;
            type_at = tok_at(c);
            tf = c->pos;
            tn = ident(c);
            if (!tn && mca_asm_peek(c) == '"') { /* @"type" */
                mca_asm_string_token(c, &tf, &to);
                tn = to - tf;
            } else if (!tn) { /* a number: an integer token */
                while (c->pos < c->end && isalnum((unsigned char)c->s[c->pos]))
                    c->pos++;
                tn = c->pos - tf;
            }
            if (!tn) {
                report(k, i, type_at, "expected identifier");
                return;
            }
        } else {
            report(k, i, tok_at(c), "expected '@<type>', '%%<type>' or \"<type>\"");
            return;
        }
    } else {
        if (merge) {
            report(k, i, tok_at(c), "Mergeable section must specify the type");
            return;
        }
        if (group) {
            report(k, i, tok_at(c), "Group section must specify the type");
            return;
        }
        if (end_of_statement(k, i, c, "expected end of directive") == 0)
            section_again(k, i, dir, &now, extra != 0);
        return;
    }
    /* (a CFI jump table has an entry size too) */
    if (merge || (tn == 19 && !memcmp(c->s + tf, "llvm_cfi_jump_table", 19))) {
        if (!mca_asm_accept(c, ',')) {
            report(k, i, tok_at(c), "expected the entry size");
            return;
        }
        int64_t size;
        if (absolute(k, i, c, &size) != 0)
            return;
        if (size <= 0) {
            report(k, i, tok_at(c), "entry size must be positive");
            return;
        }
        now.entsize = (uint64_t)size;
    }
    if (link) {
        if (!mca_asm_accept(c, ',')) {
            report(k, i, tok_at(c), "expected linked-to symbol");
            return;
        }
        size_t at = tok_at(c), n = ident(c), v, lf = at, lt;
        int quoted = !n && !mca_asm_string_token(c, &lf, &lt);
        if (quoted)
            n = lt - lf;
        if (!n && !quoted && !(mca_asm_peek(c) == '0' && (c->pos++, 1))) {
            report(k, i, tok_at(c), "invalid linked-to symbol");
            return;
        }
        if ((n || quoted) && !mca_strmap_get(&k->labels, c->s + lf, n, &v)) {
            report(k, i, at, "linked-to symbol is not in a section: %.*s", (int)n, c->s + lf);
            return;
        }
    }
    if (group) {
        if (!mca_asm_accept(c, ',')) {
            report(k, i, tok_at(c), "expected group name");
            return;
        }
        int digits = 0;
        now.group = c->s + tok_at(c);
        while (c->pos < c->end && isdigit((unsigned char)c->s[c->pos])) {
            c->pos++; /* (an integer token is a name too) */
            digits = 1;
        }
        if (!digits && identifier(c)) {
            report(k, i, tok_at(c), "invalid group name");
            return;
        }
        now.glen = (size_t)(c->s + c->pos - now.group);
        if (mca_asm_accept(c, ',')) {
            size_t at = tok_at(c), n = ident(c);
            if (!n) {
                report(k, i, at, "invalid linkage");
                return;
            }
            if (n != 6 || memcmp(c->s + at, "comdat", 6) != 0) {
                report(k, i, tok_at(c), "Linkage must be 'comdat'");
                return;
            }
        }
    }
    if (mca_asm_accept(c, ',')) {
        size_t at = tok_at(c), n = ident(c);
        if (!n) {
            report(k, i, at, "expected identifier");
            return;
        }
        if (n != 6 || memcmp(c->s + at, "unique", 6) != 0) {
            report(k, i, tok_at(c), "expected 'unique'");
            return;
        }
        if (!mca_asm_accept(c, ',')) {
            report(k, i, tok_at(c), "expected commma");
            return;
        }
        int64_t id;
        if (absolute(k, i, c, &id) != 0)
            return;
        if (id < 0) {
            report(k, i, tok_at(c), "unique id must be positive");
            return;
        }
        if (id >= 0xffffffffLL) {
            report(k, i, tok_at(c), "unique id is too large");
            return;
        }
        now.unique = id;
    }
    if (end_of_statement(k, i, c, "expected end of directive") != 0)
        return;
    static const char *const types[] = {
        "progbits", "nobits", "note", "init_array", "fini_array", "preinit_array", "unwind",
        "llvm_odrtab", "llvm_linker_options", "llvm_call_graph_profile",
        "llvm_dependent_libraries", "llvm_sympart", "llvm_bb_addr_map", "llvm_offloading",
        "llvm_lto", "llvm_jt_sizes", "llvm_cfi_jump_table", NULL,
    };
    static const struct { const char *name; long type; } numbered[] = {
        { "progbits", 1 }, { "nobits", 8 }, { "note", 7 }, { "init_array", 14 },
        { "fini_array", 15 }, { "preinit_array", 16 },
    };
    for (size_t n = 0; n < sizeof numbered / sizeof numbered[0]; n++)
        if (strlen(numbered[n].name) == tn && !memcmp(c->s + tf, numbered[n].name, tn))
            now.type = numbered[n].type;
    if (!tn || word_in(c->s + tf, tn, types)) {
        section_again(k, i, dir, &now, 1);
        return;
    }
    /* a number in any base LLVM reads */
    char buf[32];
    if (tn < sizeof buf) {
        memcpy(buf, c->s + tf, tn);
        buf[tn] = 0;
        char *e;
        errno = 0;
        (void)strtoull(buf, &e, buf[0] == '0' && (buf[1] | 32) == 'b' ? 2 : 0);
        if (buf[0] == '0' && (buf[1] | 32) == 'b')
            (void)strtoull(buf + 2, &e, 2);
        if (!*e && errno == 0 && buf[0] != '-' && buf[0] != '+') {
            section_again(k, i, dir, &now, 1); /* (a number: its type not compared) */
            return;
        }
    }
    /* (after the end of statement: at the next line's first token) */
    size_t at = next_line(k, i);
    while (at < k->src->len && mca_asm_is_blank((unsigned char)k->scan->clean[at]) &&
           k->scan->clean[at] != '\n')
        at++;
    report(k, i, at, "unknown section type");
}

/* .type SYM, @function (or %, #, "", STT_*, a bare word). */
static void check_type(checker *k, size_t i, mca_asm_cur *c)
{
    static const char *const names[] = {
        "STT_FUNC", "function", "STT_GNU_IFUNC", "gnu_indirect_function", "STT_OBJECT",
        "object", "STT_TLS", "tls_object", "STT_COMMON", "common", "STT_NOTYPE", "notype",
        "STT_GNU_UNIQUE", "gnu_unique_object", NULL,
    };
    static const char expected[] = "expected STT_<TYPE_IN_UPPER_CASE>, '#<type>', '@<type>', "
                                   "'%<type>' or \"<type>\"";
    if (identifier(c)) {
        report(k, i, tok_at(c), "expected identifier");
        return;
    }
    mca_asm_accept(c, ','); /* (optional) */
    int ch = mca_asm_peek(c);
    size_t from, to;
    if (ch == '"') {
        size_t at = c->pos;
        mca_asm_string_token(c, &from, &to);
        if (!word_in(c->s + from, to - from, names)) {
            report(k, i, at, "unsupported attribute");
            return;
        }
    } else {
        if (ch == '@' || ch == '%' || ch == '#')
            c->pos++;
        else if (!mca_asm_is_ident_start(ch) || ch == '.' || ch == '$' || ch == '?') {
            report(k, i, tok_at(c), "%s", expected);
            return;
        }
        size_t at = tok_at(c), n = ident(c);
        if (!n) {
            report(k, i, at, "expected symbol type");
            return;
        }
        if (!word_in(c->s + at, n, names)) {
            report(k, i, at, "unsupported attribute");
            return;
        }
    }
    end_of_statement(k, i, c, "expected end of directive");
}

/* .comm SYM, SIZE [, ALIGN] and .lcomm (no alignment on ELF targets; on
 * Darwin's, ALIGN is a power of 2 that LLVM does not check, and so is
 * COFF's .comm's, while its .lcomm's is in bytes). */
static void check_comm(checker *k, size_t i, mca_asm_cur *c, int local)
{
    if (identifier(c)) {
        report(k, i, tok_at(c), "expected identifier in directive");
        return;
    }
    if (!mca_asm_accept(c, ',')) {
        report(k, i, tok_at(c), "expected comma");
        return;
    }
    size_t size_at = tok_at(c);
    int64_t size, align;
    if (absolute(k, i, c, &size) != 0)
        return;
    if (mca_asm_accept(c, ',')) {
        size_t at = tok_at(c);
        if (absolute(k, i, c, &align) != 0)
            return;
        int format = k->rules->format;
        if (format == MCA_ASM_MACHO || (format == MCA_ASM_COFF && !local)) {
            /* (a power of 2, any value taken) */
        } else if (local && format != MCA_ASM_COFF) {
            report(k, i, at, "alignment not supported on this target");
            return;
        } else if (!is_pow2((uint64_t)align)) {
            report(k, i, at, "alignment must be a power of 2");
            return;
        }
    }
    if (end_of_statement(k, i, c, "expected newline") != 0)
        return;
    if (size < 0)
        report(k, i, size_at, "size must be non-negative");
}

/* One floating point value of .double/.float (LLVM reads a number or
 * inf/infinity/nan after an optional sign, no expression). */
static int real_value(checker *k, size_t i, mca_asm_cur *c)
{
    int ch = mca_asm_peek(c);
    if (ch == '-' || ch == '+') {
        c->pos++;
        ch = mca_asm_peek(c);
    }
    size_t at = c->pos;
    if (mca_asm_is_ident_start(ch) && !(ch == '.' && c->pos + 1 < c->end &&
                                        c->s[c->pos + 1] >= '0' && c->s[c->pos + 1] <= '9')) {
        size_t n = mca_asm_ident_len(c, at);
        c->pos += n;
        if (!mca_asm_word_is(c->s + at, n, "inf") && !mca_asm_word_is(c->s + at, n, "infinity") &&
            !mca_asm_word_is(c->s + at, n, "nan")) {
            report(k, i, at, "invalid floating point literal");
            return -1;
        }
        return 0;
    }
    if (!(ch >= '0' && ch <= '9') && ch != '.') {
        report(k, i, at, "unexpected token in directive");
        return -1;
    }
    /* the number token: hex (floats need a 'p' exponent) or decimal */
    size_t p = at;
    const char *s = c->s;
    if (s[p] == '0' && p + 1 < c->end && (s[p + 1] | 32) == 'x') {
        size_t q = p + 2, digits = 0;
        while (q < c->end && isxdigit((unsigned char)s[q]))
            q++, digits++;
        int frac = q < c->end && s[q] == '.';
        if (frac)
            for (q++; q < c->end && isxdigit((unsigned char)s[q]); q++)
                digits++;
        if (!frac && !(q < c->end && (s[q] | 32) == 'p')) {
            /* an integer token: no float */
            while (q < c->end && mca_asm_is_ident_char((unsigned char)s[q]))
                q++;
            c->pos = q;
            report(k, i, at, "invalid floating point literal");
            return -1;
        }
        if (!digits) {
            report(k, i, at, "invalid hexadecimal floating-point constant: expected at least "
                             "one significand digit");
            return -1;
        }
        if (!(q < c->end && (s[q] | 32) == 'p')) {
            report(k, i, at, "invalid hexadecimal floating-point constant: expected exponent "
                             "part 'p'");
            return -1;
        }
        q++;
        if (q < c->end && (s[q] == '+' || s[q] == '-'))
            q++;
        if (!(q < c->end && s[q] >= '0' && s[q] <= '9')) {
            report(k, i, at, "invalid hexadecimal floating-point constant: expected at least "
                             "one exponent digit");
            return -1;
        }
        while (q < c->end && s[q] >= '0' && s[q] <= '9')
            q++;
        c->pos = q;
        return 0;
    }
    size_t q = p;
    while (q < c->end && s[q] >= '0' && s[q] <= '9')
        q++;
    int real = 0, bad = 0;
    if (q < c->end && s[q] == '.') {
        real = 1;
        for (q++; q < c->end && s[q] >= '0' && s[q] <= '9'; q++)
            ;
    }
    if (q < c->end && (s[q] | 32) == 'e') {
        real = 1;
        q++;
        if (q < c->end && (s[q] == '+' || s[q] == '-'))
            q++;
        if (!(q < c->end && s[q] >= '0' && s[q] <= '9'))
            bad = 1;
        while (q < c->end && s[q] >= '0' && s[q] <= '9')
            q++;
    }
    if (!real) { /* an integer token with its suffix letters (0b1, 10h) */
        size_t r = q;
        while (r < c->end && mca_asm_is_ident_char((unsigned char)s[r]))
            r++;
        bad = r != q;
        q = r;
    }
    c->pos = q;
    if (bad) {
        report(k, i, at, "invalid floating point literal");
        return -1;
    }
    return 0;
}

static void check_reals(checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_peek(c) == 0)
        return;
    for (;;) {
        if (real_value(k, i, c) != 0)
            return;
        if (!list_more(k, i, c, "unexpected token"))
            return;
    }
}

/* Does the integer literal s[0, n) (0x, 0b, 0 octal or decimal) need
 * more than 128 bits? */
static int over_128_bits(const char *s, size_t n)
{
    unsigned base = 10;
    size_t p = 0;
    if (n > 2 && s[0] == '0' && ((s[1] | 32) == 'x' || (s[1] | 32) == 'b')) {
        base = (s[1] | 32) == 'x' ? 16 : 2;
        p = 2;
    } else if (n > 1 && s[0] == '0') {
        base = 8;
        p = 1;
    }
    while (p < n && s[p] == '0')
        p++;
    if (p == n)
        return 0;
    if (base == 10) { /* against 2**128 = 340282366920938463463374607431768211456 */
        static const char lim[] = "340282366920938463463374607431768211456";
        size_t d = n - p, l = sizeof lim - 1;
        return d > l || (d == l && memcmp(s + p, lim, l) >= 0);
    }
    unsigned per = base == 16 ? 4 : base == 8 ? 3 : 1;
    int c = (unsigned char)s[p];
    unsigned v = (unsigned)(c <= '9' ? c - '0' : (c | 32) - 'a' + 10), lead = 0;
    while (v)
        v >>= 1, lead++;
    return (n - p - 1) * per + lead > 128;
}

/* How much of the run of letters and digits at..at+n the lexer reads as
 * its integer token: the expression reader's number there (MASM radix
 * suffixes included), but a directional label reference ("1f") is the
 * integer 1 before the identifier f.  0 when the lexer finds a malformed
 * number there; a run the reader refuses otherwise (beyond 64 bits) is
 * one token. */
static size_t int_token_len(const mca_asm_cur *c, size_t at, size_t n)
{
    mca_asm_cur t;
    memset(&t, 0, sizeof t);
    t.s = c->s;
    t.pos = at;
    t.end = at + n;
    mca_asm_val v;
    if (mca_asm_parse_expr(&t, &v) != 0) {
        free(t.err_msg);
        return t.lex_err && t.err_off == at ? 0 : n; /* (0: no integer: "0x", "1e") */
    }
    size_t len = t.pos - at;
    if (v.form == MCA_ASM_LOCAL_LABEL)
        len = n > 1 ? n - 1 : n;
    mca_asm_val_free(&v);
    return len ? len : n;
}

/* .octa: integer literals only (no sign, no expression), within 128 bits. */
static void check_octa(checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_peek(c) == 0)
        return;
    for (;;) {
        size_t at = tok_at(c), n = 0;
        while (at + n < c->end && isalnum((unsigned char)c->s[at + n]))
            n++;
        if (!n || !(c->s[at] >= '0' && c->s[at] <= '9')) {
            report(k, i, at, "unknown token in expression");
            return;
        }
        size_t tok = int_token_len(c, at, n);
        if (tok == 0) {
            report(k, i, at, "unknown token in expression");
            return;
        }
        if (tok < n) { /* "0b1" is 0 and the identifier b1 */
            report(k, i, at + tok, "unexpected token");
            return;
        }
        c->pos = at + n;
        if (over_128_bits(c->s + at, n)) {
            report(k, i, at, "out of range literal value");
            return;
        }
        if (!list_more(k, i, c, "unexpected token"))
            return;
    }
}

/* .reloc OFFSET, NAME [, EXPR] (the name is the target's; llvm-mca's
 * streamer does nothing with it). */
static void check_reloc(checker *k, size_t i, mca_asm_cur *c)
{
    if (expression(k, i, c, NULL, NULL) != 0)
        return;
    if (!mca_asm_accept(c, ',')) {
        report(k, i, tok_at(c), "expected comma");
        return;
    }
    if (!ident(c)) {
        report(k, i, tok_at(c), "expected relocation name");
        return;
    }
    if (mca_asm_accept(c, ',') && expression(k, i, c, NULL, NULL) != 0)
        return;
    end_of_statement(k, i, c, "expected newline");
}

/* .subsection [N], .text [N], .data [N]: a constant. */
static void check_subsection(checker *k, size_t i, mca_asm_cur *c)
{
    k->prev_section = 1;
    if (mca_asm_peek(c) == 0)
        return;
    size_t at = tok_at(c);
    int64_t v;
    int symbolic;
    if (expression(k, i, c, &v, &symbolic) != 0)
        return;
    if (end_of_statement(k, i, c, "expected end of directive") != 0)
        return;
    if (symbolic)
        report(k, i, at, "cannot evaluate subsection number");
    else if (v < 0 || v > 0x7fffffff) /* (LLVM's streamer reports it, unlocated) */
        mca_asm_chk_soft(k, i, MCA_SCAN_NO_LOC,
                         "subsection number %lld is not within [0,2147483647]", (long long)v);
}

/* ------------------------------------ lent to asm-darwin (asm-check.h) */

void mca_asm_chk_error(checker *k, size_t i, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag(k, 0, i, off, fmt, ap);
    va_end(ap);
}

void mca_asm_chk_warning(checker *k, size_t i, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag(k, 1, i, off, fmt, ap);
    va_end(ap);
}

void mca_asm_chk_soft(checker *k, size_t i, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t n = k->ndg;
    diag(k, 0, i, off, fmt, ap);
    va_end(ap);
    if (k->ndg > n)
        k->dg[n].soft = 1;
}

const mca_syntax_rules *mca_asm_chk_rules(const checker *k)
{
    return k->rules;
}

const char *mca_asm_chk_triple(const checker *k)
{
    return k->triple;
}

mca_asm_darwin_state *mca_asm_chk_darwin(checker *k)
{
    return &k->darwin;
}

void mca_asm_chk_note(checker *k, size_t i, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag(k, 2, i, off, fmt, ap);
    va_end(ap);
}

mca_asm_winframes *mca_asm_chk_winframes(checker *k)
{
    return &k->win;
}

int mca_asm_chk_absolute(checker *k, size_t i, mca_asm_cur *c, int64_t *v)
{
    return absolute(k, i, c, v);
}

int mca_asm_chk_expression(checker *k, size_t i, mca_asm_cur *c)
{
    return expression(k, i, c, NULL, NULL);
}

int mca_asm_chk_value(checker *k, size_t i, mca_asm_cur *c, mca_asm_form *form)
{
    return expression_form(k, i, c, NULL, NULL, form);
}

int mca_asm_chk_end(checker *k, size_t i, mca_asm_cur *c, const char *msg)
{
    return end_of_statement(k, i, c, msg);
}

int mca_asm_chk_identifier(mca_asm_cur *c)
{
    return identifier(c);
}

size_t mca_asm_chk_tok(mca_asm_cur *c)
{
    return tok_at(c);
}

size_t mca_asm_chk_next_token(const checker *k, size_t i)
{
    return next_token(k, i);
}

int mca_asm_chk_defined(const checker *k, const char *name, size_t n)
{
    size_t seen;
    return mca_strmap_get(&k->labels, name, n, &seen) != 0;
}

void mca_asm_chk_switched(checker *k)
{
    k->prev_section = 1;
}

/* The directives of the tables below, by name (generic ones in any
 * case, ELF ones as written, as LLVM matches them). */
enum { D_ALIGN, D_BALIGN, D_BALIGNW, D_P2ALIGN, D_P2ALIGNW, D_ASCII, D_ASCIZ, D_FILL, D_SPACE,
       D_GLOBL, D_ELF_SYMBOLS, D_SIZE, D_IDENT, D_INCBIN, D_SECTION, D_PUSHSECTION,
       D_POPSECTION, D_PREVIOUS, D_SUBSECTION, D_SWITCH, D_TYPE, D_COMM, D_LCOMM, D_REAL,
       D_RELOC, D_OCTA, D_PRINT, D_ABORT, D_COMMA_PAIR, D_STABS,
       D_ADDRSIG_SYM, D_NOPS };

static const struct {
    const char *name;
    int kind, elf;
} other[] = {
    { ".align", D_ALIGN, 0 },     { ".balign", D_BALIGN, 0 },     { ".balignw", D_BALIGNW, 0 },
    { ".balignl", D_BALIGNW, 0 }, { ".p2align", D_P2ALIGN, 0 },   { ".p2alignw", D_P2ALIGNW, 0 },
    { ".p2alignl", D_P2ALIGNW, 0 }, { ".ascii", D_ASCII, 0 },     { ".asciz", D_ASCIZ, 0 },
    { ".string", D_ASCIZ, 0 },    { ".base64", D_ASCIZ, 0 },      { ".fill", D_FILL, 0 },
    { ".zero", D_SPACE, 0 },      { ".skip", D_SPACE, 0 },        { ".space", D_SPACE, 0 },
    { ".globl", D_GLOBL, 0 },     { ".global", D_GLOBL, 0 },      { ".weak", D_ELF_SYMBOLS, 1 },
    { ".hidden", D_ELF_SYMBOLS, 1 }, { ".local", D_ELF_SYMBOLS, 1 },
    { ".protected", D_ELF_SYMBOLS, 1 }, { ".internal", D_ELF_SYMBOLS, 1 },
    { ".size", D_SIZE, 1 },       { ".ident", D_IDENT, 1 },       { ".incbin", D_INCBIN, 0 },
    { ".section", D_SECTION, 1 }, { ".pushsection", D_PUSHSECTION, 1 },
    { ".popsection", D_POPSECTION, 1 }, { ".previous", D_PREVIOUS, 1 },
    { ".subsection", D_SUBSECTION, 1 }, { ".text", D_SWITCH, 1 }, { ".data", D_SWITCH, 1 },
    { ".bss", D_SWITCH, 1 },      { ".rodata", D_SWITCH, 1 },     { ".tdata", D_SWITCH, 1 },
    { ".tbss", D_SWITCH, 1 },     { ".type", D_TYPE, 1 },         { ".comm", D_COMM, 0 },
    { ".common", D_COMM, 0 },     { ".lcomm", D_LCOMM, 0 },       { ".double", D_REAL, 0 },
    { ".float", D_REAL, 0 },      { ".single", D_REAL, 0 },       { ".dc.d", D_REAL, 0 },
    { ".dc.s", D_REAL, 0 },       { ".reloc", D_RELOC, 0 },        { ".print", D_PRINT, 0 },
    { ".abort", D_ABORT, 0 },     { ".symver", D_COMMA_PAIR, 1 }, { ".weakref", D_COMMA_PAIR, 1 },
    { ".stabs", D_STABS, 0 },     { ".octa", D_OCTA, 0 },         { ".addrsig_sym", D_ADDRSIG_SYM, 0 },
};

/* An ELF parser's directive that Darwin's does not have. */
static int elf_only(const char *t, size_t wl)
{
    for (size_t n = 0; n < sizeof other / sizeof other[0]; n++)
        if (other[n].elf && strlen(other[n].name) == wl && memcmp(other[n].name, t, wl) == 0)
            return !(other[n].kind == D_SECTION || other[n].kind == D_PUSHSECTION ||
                     other[n].kind == D_POPSECTION || other[n].kind == D_PREVIOUS ||
                     (other[n].kind == D_SWITCH && wl == 5 && !memcmp(t, ".tbss", 5)));
    return 0;
}

static void check_other(checker *k, size_t i, const mca_syntax_rules *rules, const char *t,
                        size_t wl, size_t from)
{
    int kind = -1;
    const mca_stmt *st = &k->scan->stmts[i];
    mca_asm_cur c;
    init_cursor(&c, k, k->scan->clean, from, st->end, i);
    if (rules->format == MCA_ASM_MACHO && mca_asm_check_darwin(k, i, t, wl, &c))
        return;
    if (rules->format == MCA_ASM_COFF && mca_asm_check_coff(k, i, t, wl, &c))
        return;
    if (rules->nops_directive && wl == 5 && memcmp(t, ".nops", 5) == 0)
        kind = D_NOPS;
    int elf = 0;
    for (size_t n = 0; n < sizeof other / sizeof other[0] && kind < 0; n++)
        if (other[n].elf ? strlen(other[n].name) == wl && memcmp(other[n].name, t, wl) == 0
                         : mca_asm_word_is(t, wl, other[n].name)) {
            kind = other[n].kind;
            elf = other[n].elf;
        }
    /* ELF's own directives are unknown to Darwin's and COFF's parsers
     * (the reader says so), but for the section stack they share; COFF's
     * own (.type, .weak, .text ...) are asm-coff's */
    if (kind < 0 || (rules->format == MCA_ASM_MACHO && elf_only(t, wl)) ||
        (rules->format == MCA_ASM_COFF && elf && kind != D_SECTION && kind != D_PUSHSECTION &&
         kind != D_POPSECTION))
        return;
    switch (kind) {
    case D_ALIGN: check_align(k, i, &c, rules->align_is_pow2, 0); break;
    case D_BALIGN: check_align(k, i, &c, 0, 0); break;
    case D_BALIGNW: check_align(k, i, &c, 0, 1); break;
    case D_P2ALIGN: check_align(k, i, &c, 1, 0); break;
    case D_P2ALIGNW: check_align(k, i, &c, 1, 1); break;
    case D_ASCII: check_strings(k, i, &c, 1, 0); break;
    case D_ASCIZ: check_strings(k, i, &c, 0, mca_asm_word_is(t, wl, ".base64")); break;
    case D_FILL: check_fill(k, i, &c); break;
    case D_SPACE: check_space(k, i, &c); break;
    case D_NOPS: check_nops(k, i, &c); break;
    case D_GLOBL: check_symbols(k, i, &c, 0); break;
    case D_ELF_SYMBOLS: check_symbols(k, i, &c, 1); break;
    case D_SIZE: check_size(k, i, &c); break;
    case D_INCBIN: check_incbin(k, i, &c); break;
    case D_SECTION:
        if (rules->format == MCA_ASM_COFF)
            mca_asm_coff_section(k, i, &c);
        else if (rules->format == MCA_ASM_MACHO)
            check_macho_section(k, i, &c);
        else
            check_section(k, i, &c, 0, (size_t)(t - k->scan->clean));
        break;
    case D_PUSHSECTION:
        if (rules->format == MCA_ASM_COFF)
            mca_asm_coff_section(k, i, &c);
        else if (rules->format == MCA_ASM_MACHO)
            check_macho_section(k, i, &c);
        else
            check_section(k, i, &c, 1, (size_t)(t - k->scan->clean));
        k->pushed++;
        break;
    case D_POPSECTION:
        if (!k->pushed)
            report(k, i, tok_at(&c), ".popsection without corresponding .pushsection");
        else
            k->pushed--;
        break;
    case D_PREVIOUS:
        if (!k->prev_section)
            report(k, i, tok_at(&c), ".previous without corresponding .section");
        break;
    case D_SUBSECTION:
    case D_SWITCH:
        if (rules->format == MCA_ASM_MACHO && mca_asm_word_is(t, wl, ".tbss"))
            check_macho_tbss(k, i, &c);
        else
            check_subsection(k, i, &c);
        break;
    case D_TYPE: check_type(k, i, &c); break;
    case D_COMM: check_comm(k, i, &c, 0); break;
    case D_LCOMM: check_comm(k, i, &c, 1); break;
    case D_REAL: check_reals(k, i, &c); break;
    case D_RELOC: check_reloc(k, i, &c); break;
    case D_OCTA: check_octa(k, i, &c); break;
    case D_PRINT: { /* the string as written (escapes kept), then a newline */
        size_t s_from, s_to;
        if (mca_asm_string_token(&c, &s_from, &s_to)) {
            report(k, i, (size_t)(t - k->scan->clean),
                   "expected double quoted string after .print");
        } else if (end_of_statement(k, i, &c, "expected newline") == 0) {
            mca_diags_print_out(k->diags, k->src->text + s_from, s_to - s_from);
            mca_diags_print_out(k->diags, "\n", 1);
        }
        break;
    }
    case D_ABORT: { /* (located at the directive) */
        size_t at = tok_at(&c), e = st->end, d = (size_t)(t - k->scan->clean);
        if (at >= e)
            report(k, i, d, ".abort detected. Assembly stopping");
        else
            report(k, i, d, ".abort '%.*s' detected. Assembly stopping", (int)(e - at),
                   k->scan->clean + at);
        break;
    }
    case D_COMMA_PAIR:
        if (identifier(&c))
            report(k, i, tok_at(&c), "expected identifier");
        else if (!mca_asm_accept(&c, ','))
            report(k, i, tok_at(&c), "expected a comma");
        break;
    case D_STABS:
        report(k, i, tok_at(&c), "unsupported directive '.stabs'");
        break;
    case D_IDENT:
        if (mca_asm_string_token(&c, NULL, NULL))
            report(k, i, c.pos, "expected string");
        else
            end_of_statement(k, i, &c, "expected end of directive");
        break;
    case D_ADDRSIG_SYM:
        if (identifier(&c))
            report(k, i, tok_at(&c), "expected identifier");
        else
            end_of_statement(k, i, &c, "expected newline");
        break;
    }
}

static void check_statement(checker *k, size_t i, const mca_syntax_rules *rules)
{
    const mca_stmt *st = &k->scan->stmts[i];
    const char *s = k->scan->clean;
    size_t p = st->start;
    /* labels first ("foo: .byte 1") */
    for (;;) {
        size_t wl = 0, nf = p, nt;
        while (p + wl < st->end && mca_asm_is_ident_char((unsigned char)s[p + wl]))
            wl++;
        nt = p + wl;
        if (!wl) /* "a b": */
            wl = mca_asm_name_token(s, p, st->end, &nf, &nt);
        size_t q = p + wl;
        while (q < st->end && mca_asm_is_blank((unsigned char)s[q]))
            q++;
        if (!wl || q >= st->end || s[q] != ':')
            break;
        size_t seen;
        if (!(s[p] >= '0' && s[p] <= '9') && mca_strmap_get(&k->labels, s + nf, nt - nf, &seen)) {
            /* (LLVM's streamer: the statement goes on) */
            mca_asm_chk_soft(k, i, p, "symbol '%.*s' is already defined", (int)(nt - nf), s + nf);
        } else if (!(s[p] >= '0' && s[p] <= '9')) {
            char *key = mca_arena_strndup(&k->label_mem, s + nf, nt - nf);
            if (!key || mca_strmap_put(&k->labels, key, nt - nf, 1) != 0)
                k->oom = 1;
        } else if (strspn(s + p, "0123456789") >= wl &&
                   mca_asm_dref_define(&k->drefs, strtoul(s + p, NULL, 10)) != 0) {
            k->oom = 1;
        }
        p = q + 1;
        while (p < st->end && mca_asm_is_blank((unsigned char)s[p]))
            p++;
    }
    if (p >= st->end || s[p] != '.')
        return;
    size_t wl = 1;
    while (p + wl < st->end && mca_asm_is_ident_char((unsigned char)s[p + wl]))
        wl++;
    const char *t = s + p;
    unsigned size = data_size(rules, t, wl);
    if (size)
        check_data(k, i, p + wl, size);
    else if (mca_asm_word_is(t, wl, ".uleb128") || mca_asm_word_is(t, wl, ".sleb128"))
        check_data(k, i, p + wl, 0);
    else if (mca_asm_word_is(t, wl, ".org"))
        check_org(k, i, p + wl);
    else if (wl > 5 && strncasecmp(t, ".cfi_", 5) == 0)
        check_cfi(k, i, p, wl);
    else if (mca_asm_word_is(t, wl, ".file"))
        check_file(k, i, p + wl);
    else if (mca_asm_word_is(t, wl, ".loc"))
        check_loc(k, i, p + wl);
    else
        check_other(k, i, rules, t, wl, p + wl);
}

/* Does the input have any directive this file checks?  (Most blocks have
 * none: they are then left alone without a second look.) */
static int any_directive(const mca_scan *scan)
{
    for (size_t i = 0; i < scan->stmt_count; i++)
        if (memchr(scan->clean + scan->stmts[i].start, '.',
                   scan->stmts[i].end - scan->stmts[i].start) ||
            memchr(scan->clean + scan->stmts[i].start, ':', /* (labels) */
                   scan->stmts[i].end - scan->stmts[i].start))
            return 1;
    return 0;
}

int mca_asm_check_directives(const mca_source *src, mca_scan *scan,
                             const mca_syntax_rules *rules, const char *triple,
                             mca_diags *diags)
{
    if (!any_directive(scan))
        return 0;
    checker k;
    memset(&k, 0, sizeof k);
    k.src = src;
    k.scan = scan;
    k.diags = diags;
    k.rules = rules;
    k.triple = triple;
    k.darwin.last_version = (size_t)-1;
    /* the sections LLVM's ELF streamer makes before reading */
    static const struct elf_section made[] = {
        { ".text", NULL, 5, 0, -1, 0x6, 0, 1 },     { ".data", NULL, 5, 0, -1, 0x3, 0, 1 },
        { ".bss", NULL, 4, 0, -1, 0x3, 0, 8 },      { ".rodata", NULL, 7, 0, -1, 0x2, 0, 1 },
        { ".tdata", NULL, 6, 0, -1, 0x403, 0, 1 },  { ".tbss", NULL, 5, 0, -1, 0x403, 0, 8 },
    };
    for (size_t n = 0; n < sizeof made / sizeof made[0]; n++)
        section_again(&k, 0, 0, &made[n], 0);
    mca_strmap_init(&k.labels, 0);
    mca_arena_init(&k.label_mem);
    k.win.cur = -1;
    for (size_t i = 0; i < scan->stmt_count && !k.oom; i++)
        check_statement(&k, i, rules);
    /* (LLVM checks the line table before the streamer finishes) */
    for (size_t n = 1; n < k.nfiles; n++)
        if (!k.files[n])
            report(&k, scan->stmt_count, src->len,
                   "unassigned file number: %zu for .file directives", n);
    /* (LLVM's check of Mach-O's undefined temporaries comes here:
     * mca_scan_report_locals) */
    size_t locals_dg = k.ndg;
    for (size_t n = 0; n < k.drefs.nfwd; n++)
        report(&k, scan->stmt_count, k.drefs.fwd[n].at, "directional label undefined");
    mca_asm_drefs_free(&k.drefs);
    if (k.win.oom)
        k.oom = 1;
    /* (one report for both kinds: LLVM's streamer stops at the first) */
    if (k.frame || mca_asm_winframes_unfinished(&k.win)) {
        report(&k, scan->stmt_count, src->len, "Unfinished frame!");
        if (!k.oom)
            k.dg[k.ndg - 1].if_clean = 1;
    }
    free(k.files);
    free(k.win.v);
    mca_strmap_free(&k.labels);
    free(k.sections);
    mca_arena_free(&k.label_mem);
    if (!k.oom && k.ndg) {
        /* merge with the expansion's diagnostics, in statement order */
        size_t total = scan->diag_count + k.ndg;
        mca_scan_diag *all = malloc(total * sizeof *all);
        if (!all) {
            k.oom = 1;
        } else {
            size_t a = 0, b = 0, n = 0;
            scan->locals_at = (size_t)-1;
            while (a < scan->diag_count || b < k.ndg) {
                if (b == locals_dg && a >= scan->diag_count && scan->locals_at == (size_t)-1)
                    scan->locals_at = n;
                if (b >= k.ndg || (a < scan->diag_count && scan->diags[a].before <= k.dg[b].before))
                    all[n++] = scan->diags[a++];
                else
                    all[n++] = k.dg[b++];
            }
            free(scan->diags);
            free(k.dg);
            scan->diags = all;
            scan->diag_count = total;
            return 0;
        }
    }
    for (size_t n = 0; n < k.ndg; n++)
        free(k.dg[n].msg);
    free(k.dg);
    if (k.oom) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading %s", src->name);
        return -1;
    }
    return 0;
}
