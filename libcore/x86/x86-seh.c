/* x86-seh: the Win64 unwind directives as LLVM 22 reads them on x86.
 *
 * x86's parser has five of its own on every object format (.seh_pushreg
 * REG, .seh_setframe REG, OFF, .seh_savereg REG, OFF, .seh_savexmm XMM,
 * OFF, .seh_pushframe [@code]); a register is a name (as in .cfi_*) or its
 * encoding number.  After its operands, LLVM's streamer takes them only on
 * COFF triples, inside a frame: ".seh_* directives are not supported on
 * this target" elsewhere, ".seh_ directive must appear within an active
 * frame" outside .seh_proc ... .seh_endproc, which COFF's other .seh_*
 * directives need too.  Measured with llvm-mca 22 on x86_64,
 * x86_64-apple-macos13 and x86_64-pc-windows-msvc.  COFF's own .seh_*
 * (.seh_proc, .seh_endproc ...) are the shared checker's (asm-coff.c:
 * their frame errors, "Unfinished frame!"); here they only mark the frame
 * x86's own need.  Not done: x86's own outside a frame is reported as a
 * parse error, where LLVM's streamer lets "Unfinished frame!" follow. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "x86-internal.h"

static int is(const char *s, size_t n, const char *name)
{
    return strlen(name) == n && !strncmp(s, name, n);
}

/* Is the register name s[0, n) (no '%') in the class: GR64 (rax ... r31,
 * rip) or, for xmm, VR128X (xmm0 ... xmm31)? */
static int in_class(const char *s, size_t n, int xmm)
{
    static const char *const gr64[] = { "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp",
                                        "rsp", "rip", NULL };
    char w[8];
    if (n >= sizeof w)
        return 0;
    for (size_t k = 0; k < n; k++)
        w[k] = (char)tolower((unsigned char)s[k]);
    w[n] = 0;
    const char *digits = xmm ? (strncmp(w, "xmm", 3) ? NULL : w + 3)
                             : (w[0] == 'r' && isdigit((unsigned char)w[1]) ? w + 1 : NULL);
    if (digits) {
        char *end;
        long v = strtol(digits, &end, 10);
        return !*end && (digits[0] != '0' || !digits[1]) && v >= (xmm ? 0 : 8) && v <= 31;
    }
    for (size_t k = 0; !xmm && gr64[k]; k++)
        if (!strcmp(w, gr64[k]))
            return 1;
    return 0;
}

/* The register operand (parseSEHRegisterNumber): 0, or -1 with the error. */
static int seh_register(mca_asm_cur *c, int xmm)
{
    int ch = mca_asm_peek(c);
    size_t at = c->pos;
    if (ch >= '0' && ch <= '9') { /* an encoding: 0-31 in both classes */
        mca_asm_val v;
        if (mca_asm_parse_expr(c, &v) != 0)
            return -1;
        int bad = v.sym != NULL;
        int64_t n = v.val;
        mca_asm_val_free(&v);
        if (bad)
            return mca_asm_error(c, at, 1, "expected absolute expression");
        if (n < 0 || n > 31)
            return mca_asm_error(c, at, 1,
                                 "incorrect register number for use with this directive");
        return 0;
    }
    if (ch == 0) /* (LLVM's end of statement: past trailing blanks) */
        for (at = c->end; c->s[at] == ' ' || c->s[at] == '\t'; at++)
            ;
    size_t p = at;
    if (c->s[p] == '%')
        for (p++; c->s[p] == ' ' || c->s[p] == '\t'; p++)
            ;
    size_t nl = 0;
    while (p + nl < c->end && mca_asm_is_ident_char((unsigned char)c->s[p + nl]))
        nl++;
    int len = x86_cfi_register(c->s + at, mca_asm_ident_len(c, at));
    if (!len) /* (over the name and its '%') */
        return mca_asm_error(c, at, nl ? p + nl - at : 1, "invalid register name");
    c->pos = at + (size_t)len;
    if (!in_class(c->s + p, nl, xmm))
        return mca_asm_error(c, at, 1, "register is not supported for use with this directive");
    return 0;
}

static int end_of_directive(mca_asm_cur *c)
{
    return mca_asm_peek(c) == 0 ? 0
                                : mca_asm_error(c, c->pos, 1, "expected end of directive");
}

/* ", OFFSET" (an absolute expression), msg when the comma is missing. */
static int offset(mca_asm_cur *c, const char *msg)
{
    if (!mca_asm_accept(c, ','))
        return mca_asm_error(c, c->pos, 1, "%s", msg);
    mca_asm_peek(c);
    size_t at = c->pos;
    mca_asm_val v;
    if (mca_asm_parse_expr(c, &v) != 0)
        return -1;
    int bad = v.sym != NULL;
    mca_asm_val_free(&v);
    return bad ? mca_asm_error(c, at, 1, "expected absolute expression") : 0;
}

/* x86's own directive at c->pos (n long): its operands. 1: not one. */
static int operands(mca_asm_cur *c, size_t n)
{
    const char *s = c->s + c->pos;
    int push = is(s, n, ".seh_pushreg"), frame = is(s, n, ".seh_setframe");
    int reg = is(s, n, ".seh_savereg"), xmm = is(s, n, ".seh_savexmm");
    if (!push && !frame && !reg && !xmm && !is(s, n, ".seh_pushframe"))
        return 1;
    c->pos += n;
    if (!push && !frame && !reg && !xmm) { /* .seh_pushframe [@code] */
        if (mca_asm_peek(c) == '@') {
            size_t at = c->pos++;
            size_t w = mca_asm_ident_len(c, c->pos);
            if (w && !(w == 4 && !strncmp(c->s + c->pos, "code", 4)))
                return mca_asm_error(c, at, 1, "expected @code");
            c->pos += w;
        }
        return end_of_directive(c);
    }
    if (seh_register(c, xmm) != 0)
        return -1;
    if (frame && offset(c, "you must specify a stack pointer offset") != 0)
        return -1;
    if ((reg || xmm) && offset(c, "you must specify an offset on the stack") != 0)
        return -1;
    return end_of_directive(c);
}

int x86_seh_directive(mca_asm_cur *c, size_t n, mca_asm_format format, int *frame)
{
    size_t at = c->pos;
    const char *s = c->s + at;
    if (n < 5 || strncmp(s, ".seh_", 5) != 0)
        return 1;
    int rc = operands(c, n);
    if (rc < 0)
        return -1;
    int own = rc == 0;
    if (!own && format != MCA_ASM_COFF)
        return 1; /* (COFF's: unknown elsewhere) */
    if (!own && !mca_asm_directive_known_in(s, n, MCA_ASM_COFF))
        return 1;
    if (format != MCA_ASM_COFF)
        return mca_asm_error(c, at, 1, ".seh_* directives are not supported on this target");
    if (!own) { /* (COFF's: the shared checker reports their frame errors) */
        if (is(s, n, ".seh_proc") && !*frame) {
            c->pos = at + n;
            int ch = mca_asm_peek(c);
            *frame = mca_asm_is_ident_start(ch) || ch == '"';
        } else if (is(s, n, ".seh_endproc")) {
            *frame = 0;
        }
        c->pos = at;
        return 1;
    }
    if (!*frame)
        return mca_asm_error(c, at, 1, ".seh_ directive must appear within an active frame");
    c->pos = c->end;
    return 0;
}
