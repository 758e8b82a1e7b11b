/* asm-coff: the directives of LLVM's COFF parser (Windows triples) that
 * the analysis ignores, checked for the errors llvm-mca 22 gives:
 * .section/.pushsection NAME [, "FLAGS"] [, COMDAT-TYPE, SYMBOL], the
 * section switches (.text, .data, .bss take no operand), .def SYMBOL,
 * .scl and .type (absolute expressions), .weak and .weak_anti_dep symbol
 * lists, .secidx, .symidx, .safeseh.  Names match as written.  Not
 * checked: the streamer's symbol-definition state (.scl outside .def ...)
 * and the Win64 unwind frames of .seh_* directives. */
#include <config.h>

#include <string.h>

#include "asm-check.h"

static int is(const char *t, size_t wl, const char *name)
{
    return strlen(name) == wl && memcmp(t, name, wl) == 0;
}

/* LLVM's COFF section flags: 0, or -1 after "unknown flag" or the
 * conflict of 'b' (uninitialized) with initialized data ('d', or 'r' and
 * 's' before it), at the token after the string. */
static int flags(mca_asm_checker *k, size_t i, mca_asm_cur *c, size_t from, size_t to)
{
    int alloc = 0, init = 0, code = 0;
    for (size_t p = from; p < to; p++) {
        const char *msg = NULL;
        switch (c->s[p]) {
        case 'b':
            alloc = 1;
            if (init)
                msg = "conflicting section flags 'b' and 'd'.";
            break;
        case 'd':
            init = 1;
            if (alloc)
                msg = "conflicting section flags 'b' and 'd'.";
            break;
        case 'r': init |= !code; break;
        case 's': init = 1; break;
        case 'x': code = 1; break;
        case 'a': case 'n': case 'D': case 'w': case 'y': case 'i': break;
        default: msg = "unknown flag"; break;
        }
        if (msg) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "%s", msg);
            return -1;
        }
    }
    return 0;
}

void mca_asm_coff_section(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    static const char *const comdat[] = { "one_only", "discard", "same_size", "same_contents",
                                          "associative", "largest", "newest", NULL };
    mca_asm_chk_switched(k);
    if (mca_asm_peek(c) == 0 || mca_asm_chk_identifier(c)) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
        return;
    }
    if (mca_asm_accept(c, ',')) {
        size_t from, to;
        if (mca_asm_peek(c) != '"' || mca_asm_string_token(c, &from, &to)) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected string in directive");
            return;
        }
        if (flags(k, i, c, from, to) != 0)
            return;
    }
    if (mca_asm_accept(c, ',')) {
        size_t at = mca_asm_chk_tok(c), n = mca_asm_ident_len(c, at);
        if (!n || (c->s[at] >= '0' && c->s[at] <= '9')) {
            mca_asm_chk_error(k, i, at,
                              "expected comdat type such as 'discard' or 'largest' after "
                              "protection bits");
            return;
        }
        int known = 0;
        for (size_t t = 0; comdat[t] && !known; t++)
            known = is(c->s + at, n, comdat[t]);
        if (!known) {
            mca_asm_chk_error(k, i, at, "unrecognized COMDAT type '%.*s'", (int)n, c->s + at);
            return;
        }
        c->pos = at + n;
        if (!mca_asm_accept(c, ',')) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected comma in directive");
            return;
        }
        if (mca_asm_chk_identifier(c)) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
            return;
        }
    }
    mca_asm_chk_end(k, i, c, "unexpected token in directive");
}

/* .weak/.weak_anti_dep [SYMBOL (, SYMBOL)*] */
static void symbols(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    if (mca_asm_peek(c) == 0)
        return;
    for (;;) {
        if (mca_asm_chk_identifier(c)) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
            return;
        }
        if (mca_asm_peek(c) == 0)
            return;
        if (!mca_asm_accept(c, ',')) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "unexpected token in directive");
            return;
        }
    }
}

int mca_asm_check_coff(mca_asm_checker *k, size_t i, const char *t, size_t wl, mca_asm_cur *c)
{
    int64_t v;
    if (is(t, wl, ".text") || is(t, wl, ".data") || is(t, wl, ".bss")) {
        mca_asm_chk_end(k, i, c, "unexpected token in section switching directive");
        mca_asm_chk_switched(k);
    } else if (is(t, wl, ".def")) {
        if (mca_asm_chk_identifier(c))
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
    } else if (is(t, wl, ".scl") || is(t, wl, ".type")) {
        if (mca_asm_chk_absolute(k, i, c, &v) == 0)
            mca_asm_chk_end(k, i, c, "unexpected token in directive");
    } else if (is(t, wl, ".endef")) {
        /* (nothing read) */
    } else if (is(t, wl, ".weak") || is(t, wl, ".weak_anti_dep")) {
        symbols(k, i, c);
    } else if (is(t, wl, ".secidx") || is(t, wl, ".symidx") || is(t, wl, ".safeseh")) {
        if (mca_asm_chk_identifier(c))
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected identifier in directive");
        else
            mca_asm_chk_end(k, i, c, "unexpected token in directive");
    } else {
        return 0;
    }
    return 1;
}
