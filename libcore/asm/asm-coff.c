/* asm-coff: the directives of LLVM's COFF parser (Windows triples) that
 * the analysis ignores, checked for the errors llvm-mca 22 gives:
 * .section/.pushsection NAME [, "FLAGS"] [, COMDAT-TYPE, SYMBOL], the
 * section switches (.text, .data, .bss take no operand), .def SYMBOL,
 * .scl and .type (absolute expressions), .weak and .weak_anti_dep symbol
 * lists, .secidx, .symidx, .safeseh, and the Win64 unwind frames of
 * the .seh_* directives COFF's parser reads (.seh_proc ... .seh_endproc,
 * chained regions, "Unfinished frame!" at the end: asm-dircheck.c).  Names
 * match as written.  llvm-mca's streamer keeps no symbol-definition state,
 * so .scl outside .def and the like are no error there either. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
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

/* ", ID" after "unique" (LLVM 22: a section's unique ID, an absolute
 * expression from 0 to 2^32 - 2): 0, or -1 after reporting. */
static int unique_id(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    int64_t id;
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected commma"); /* (sic) */
        return -1;
    }
    if (mca_asm_chk_absolute(k, i, c, &id) != 0)
        return -1;
    const char *msg = id < 0 ? "unique id must be positive"
                      : id >= 0xffffffffLL ? "unique id is too large" : NULL;
    if (msg) /* (where the expression ends) */
        mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "%s", msg);
    return msg ? -1 : 0;
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
        if (n == 6 && !memcmp(c->s + at, "unique", 6)) { /* (no COMDAT) */
            c->pos = at + n;
            if (unique_id(k, i, c) == 0)
                mca_asm_chk_end(k, i, c, "unexpected token in directive");
            return;
        }
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
        if (mca_asm_accept(c, ',')) { /* ", unique, ID" */
            size_t u = mca_asm_chk_tok(c), from = 0, to = 0;
            mca_asm_name_token(c->s, u, c->end, &from, &to); /* ("unique" too) */
            if (mca_asm_chk_identifier(c)) {
                mca_asm_chk_error(k, i, u, "expected identifier");
                return;
            }
            if (to - from != 6 || memcmp(c->s + from, "unique", 6)) {
                mca_asm_chk_error(k, i, mca_asm_chk_tok(c), "expected 'unique'");
                return;
            }
            if (unique_id(k, i, c) != 0)
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

int mca_asm_winframes_unfinished(const mca_asm_winframes *w)
{
    return w->count && !w->v[w->count - 1].ended;
}

/* A new frame inside parent (-1: a function's, named [name, +len)): 0,
 * or -1 out of memory. */
static int make_frame(mca_asm_winframes *w, long parent, size_t name, size_t len)
{
    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 8;
        struct mca_asm_winframe *v = realloc(w->v, cap * sizeof *v);
        if (!v) {
            w->oom = 1;
            return -1;
        }
        w->v = v;
        w->cap = cap;
    }
    if (parent >= 0) { /* (a chained region is its function's) */
        name = w->v[parent].name;
        len = w->v[parent].name_len;
    }
    w->v[w->count] = (struct mca_asm_winframe){ parent, 0, name, len };
    w->cur = (long)w->count++;
    return 0;
}

/* The current frame if it is open, else -1 after the streamer's error at
 * off (LLVM's EnsureValidWinFrameInfo). */
static long open_frame(mca_asm_checker *k, size_t i, size_t off)
{
    mca_asm_winframes *w = mca_asm_chk_winframes(k);
    if (w->cur >= 0 && !w->v[w->cur].ended)
        return w->cur;
    mca_asm_chk_soft(k, i, off, ".seh_ directive must appear within an active frame");
    return -1;
}

/* The .seh_* directives of COFF's parser (at: the directive's offset): 1
 * when t[0, wl) is one.  Their operands are read first (errors there mark
 * the parse failed); then the streamer's frame checks (errors that do
 * not, so "Unfinished frame!" can follow). */
static int seh(mca_asm_checker *k, size_t i, const char *t, size_t wl, mca_asm_cur *c,
               size_t at)
{
    mca_asm_winframes *w = mca_asm_chk_winframes(k);
    long f;
    int64_t v;
    if (is(t, wl, ".seh_proc")) {
        size_t from = 0, to = 0;
        mca_asm_name_token(c->s, mca_asm_chk_tok(c), c->end, &from, &to);
        if (mca_asm_chk_identifier(c))
            return 1; /* (LLVM returns without a word, and without a frame) */
        if (mca_asm_chk_end(k, i, c, "unexpected token in directive") != 0)
            return 1;
        if (w->cur >= 0 && !w->v[w->cur].ended)
            mca_asm_chk_soft(k, i, at, "Starting a function before ending the previous one!");
        else
            make_frame(w, -1, from, to - from);
    } else if (is(t, wl, ".seh_endproc")) {
        if ((f = open_frame(k, i, at)) < 0)
            return 1;
        if (w->v[f].parent >= 0)
            mca_asm_chk_soft(k, i, at, "Not all chained regions terminated!");
        w->v[f].ended = 1;
    } else if (is(t, wl, ".seh_startchained")) {
        if ((f = open_frame(k, i, at)) >= 0)
            make_frame(w, f, 0, 0);
    } else if (is(t, wl, ".seh_endchained")) {
        if ((f = open_frame(k, i, at)) < 0)
            return 1;
        if (w->v[f].parent < 0) {
            mca_asm_chk_soft(k, i, at, "End of a chained region outside a chained region!");
            return 1;
        }
        w->v[f].ended = 1;
        w->cur = w->v[f].parent;
    } else if (is(t, wl, ".seh_endfunclet") || is(t, wl, ".seh_unwindv2start")) {
        open_frame(k, i, at);
    } else if (is(t, wl, ".seh_unwindversion")) {
        /* an integer token (no expression), 1 to 255; only 2 is taken */
        size_t vat = mca_asm_chk_tok(c), n = 0;
        while (vat + n < c->end && isalnum((unsigned char)c->s[vat + n]))
            n++;
        char num[24];
        char *e = num;
        long long ver = 0;
        if (n && n < sizeof num && isdigit((unsigned char)c->s[vat])) {
            memcpy(num, c->s + vat, n);
            num[n] = 0;
            ver = strtoll(num, &e, 0);
        }
        if (!n || n >= sizeof num || *e || !isdigit((unsigned char)c->s[vat])) {
            mca_asm_chk_error(k, i, vat, "expected unwind version number");
            return 1;
        }
        c->pos = vat + n;
        if (mca_asm_chk_end(k, i, c, "unexpected token in directive") != 0)
            return 1;
        if (ver < 1 || ver > 255) {
            mca_asm_chk_error(k, i, at, "invalid unwind version");
            return 1;
        }
        if ((f = open_frame(k, i, at)) >= 0 && ver != 2)
            mca_asm_chk_soft(k, i, at, "Unsupported version specified in .seh_unwindversion in %.*s",
                             (int)w->v[f].name_len, c->s + w->v[f].name);
    } else if (is(t, wl, ".seh_handlerdata")) {
        open_frame(k, i, MCA_SCAN_NO_LOC); /* (LLVM's streamer is given no location) */
    } else if (is(t, wl, ".seh_handler")) {
        if (mca_asm_chk_identifier(c))
            return 1;
        if (!mca_asm_accept(c, ',')) {
            mca_asm_chk_error(k, i, mca_asm_chk_tok(c),
                              "you must specify one or both of @unwind or @except");
            return 1;
        }
        open_frame(k, i, at);
    } else if (!mca_asm_chk_rules(k)->coff_seh_prologue) {
        return 0; /* (the target's own) */
    } else if (is(t, wl, ".seh_stackalloc")) {
        if (mca_asm_chk_absolute(k, i, c, &v) != 0 ||
            mca_asm_chk_end(k, i, c, "unexpected token in directive") != 0 ||
            open_frame(k, i, at) < 0)
            return 1;
        if (v == 0)
            mca_asm_chk_soft(k, i, at, "stack allocation size must be non-zero");
        else if (v & 7)
            mca_asm_chk_soft(k, i, at, "stack allocation size is not a multiple of 8");
    } else if (is(t, wl, ".seh_endprologue") || is(t, wl, ".seh_startepilogue") ||
               is(t, wl, ".seh_endepilogue")) {
        open_frame(k, i, at);
    } else {
        return 0;
    }
    return 1;
}

int mca_asm_check_coff(mca_asm_checker *k, size_t i, const char *t, size_t wl, mca_asm_cur *c)
{
    int64_t v;
    if (wl > 5 && !memcmp(t, ".seh_", 5) && seh(k, i, t, wl, c, (size_t)(t - c->s)))
        return 1;
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
