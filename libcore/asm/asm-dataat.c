/* asm-dataat: a data directive's value ending in "@NAME" (mca_data_at),
 * read as LLVM 22's AArch64 data expression parser reads it on ELF and
 * Darwin: the expression ends at '@' (no name character there), then a
 * name: AUTH takes "(KEY, DISC[, addr])" and wraps whatever came before;
 * any other must be one of the target's and follow a bare symbol, and
 * "+ TERM" or "- TERM" may follow it.  Measured against llvm-mca 22 on
 * tests/asm-directives/aarch64* at-*.s. */
#include <config.h>

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asm-check.h"
#include "asm-symname.h"

/* Where the value at the cursor has its '@': the first one before a ','
 * outside parentheses, strings and character literals; (size_t)-1 when
 * there is none. */
static size_t value_at(const mca_asm_cur *c)
{
    int depth = 0;
    for (size_t p = c->pos; p < c->end; p++) {
        char ch = c->s[p];
        if (ch == '"') {
            for (p++; p < c->end && c->s[p] != '"'; p++)
                if (c->s[p] == '\\')
                    p++;
        } else if (ch == '\'') { /* 'c', '\n' (the closing quote optional) */
            p += p + 1 < c->end && c->s[p + 1] == '\\' ? 2 : 1;
            if (p + 1 < c->end && c->s[p + 1] == '\'')
                p++;
        } else if (ch == '(') {
            depth++;
        } else if (ch == ')') {
            depth--;
        } else if (ch == ',' && depth <= 0) {
            break;
        } else if (ch == '@') {
            return p;
        }
    }
    return (size_t)-1;
}

/* The length of the identifier at s[at] of LLVM's AArch64 lexer (no '@'
 * in names), 0 when none starts there. */
static bool name_char(char ch, bool first)
{
    return (first ? isalpha((unsigned char)ch) : isalnum((unsigned char)ch)) || ch == '_' ||
           ch == '.' || ch == '$';
}

static size_t name_len(const mca_asm_cur *c, size_t at)
{
    size_t p = at;
    if (p >= c->end || !name_char(c->s[p], true))
        return 0;
    while (p < c->end && name_char(c->s[p], false))
        p++;
    return p - at;
}

/* "(KEY, DISC[, addr])" after "@AUTH": 0, or -1 after reporting. */
static int auth_operands(mca_asm_checker *k, size_t i, mca_asm_cur *c)
{
    if (!mca_asm_accept(c, '(')) {
        mca_asm_chk_error(k, i, (mca_asm_peek(c), c->pos), "expected '('");
        return -1;
    }
    size_t key = (mca_asm_peek(c), c->pos), n = name_len(c, key);
    if (!n) {
        mca_asm_chk_error(k, i, key, "expected key name");
        return -1;
    }
    static const char *const keys[] = { "ia", "ib", "da", "db" };
    int known = 0;
    for (size_t j = 0; j < 4 && !known; j++)
        known = n == 2 && !memcmp(c->s + key, keys[j], 2);
    if (!known) {
        mca_asm_chk_error(k, i, key, "invalid key '%.*s'", (int)n, c->s + key);
        return -1;
    }
    c->pos = key + n;
    if (!mca_asm_accept(c, ',')) {
        mca_asm_chk_error(k, i, (mca_asm_peek(c), c->pos), "expected ','");
        return -1;
    }
    size_t disc = (mca_asm_peek(c), c->pos);
    if (disc >= c->end || !isdigit((unsigned char)c->s[disc])) {
        mca_asm_chk_error(k, i, disc, "expected integer discriminator");
        return -1;
    }
    /* an integer token: 0x hex, 0b binary, 0 octal, decimal */
    const char *s = c->s + disc;
    int base = s[0] == '0' && (s[1] == 'x' || s[1] == 'X') ? 16
             : s[0] == '0' && (s[1] == 'b' || s[1] == 'B') ? 2 : s[0] == '0' ? 8 : 10;
    size_t p = disc + (base == 16 || base == 2 ? 2 : 0);
    unsigned long long v = 0;
    int big = 0;
    for (; p < c->end && isalnum((unsigned char)c->s[p]); p++) {
        int ch = tolower((unsigned char)c->s[p]);
        int d = isdigit(ch) ? ch - '0' : ch - 'a' + 10;
        if (d >= base)
            break;
        big |= v > (~0ULL - (unsigned)d) / (unsigned)base;
        v = v * (unsigned)base + (unsigned)d;
    }
    if (big || v > 0xFFFF) {
        mca_asm_chk_error(k, i, disc, "integer discriminator %llu out of range [0, 0xFFFF]", v);
        return -1;
    }
    c->pos = p;
    if (mca_asm_accept(c, ',')) {
        size_t a = (mca_asm_peek(c), c->pos);
        if (name_len(c, a) != 4 || memcmp(c->s + a, "addr", 4) != 0) {
            mca_asm_chk_error(k, i, a, "expected 'addr'");
            return -1;
        }
        c->pos = a + 4;
    }
    if (!mca_asm_accept(c, ')')) {
        mca_asm_chk_error(k, i, (mca_asm_peek(c), c->pos), "expected ')'");
        return -1;
    }
    return 0;
}

int mca_asm_data_at(mca_asm_checker *k, size_t i, mca_asm_cur *c, const mca_data_at *d)
{
    size_t at = value_at(c);
    if (at == (size_t)-1)
        return 1;
    size_t end = c->end;
    c->end = at;
    mca_asm_form form = MCA_ASM_CONSTANT;
    int rc = mca_asm_chk_value(k, i, c, &form);
    c->end = end;
    if (rc != 0)
        return -1;
    if (mca_asm_peek(c) != '@') /* (what follows is the directive's error) */
        return 0;
    c->pos++;
    size_t name = (mca_asm_peek(c), c->pos), n = name_len(c, name);
    if (!n) {
        mca_asm_chk_error(k, i, name, "expected relocation specifier");
        return -1;
    }
    c->pos = name + n;
    if (d->auth && n == 4 && !strncasecmp(c->s + name, "auth", 4))
        return auth_operands(k, i, c);
    if (!mca_asm_name_in(d->names, c->s + name, n)) {
        mca_asm_chk_error(k, i, name, "invalid relocation specifier");
        return -1;
    }
    if (form != MCA_ASM_BARE_SYMBOL) {
        mca_asm_chk_error(k, i, name, "@ specifier only allowed after a symbol");
        return -1;
    }
    /* LLVM adds primary terms only (foo@plt+4*2 stops at the '*': the
     * directive's error); each is read as an expression of its own */
    for (int ch; (ch = mca_asm_peek(c)) == '+' || ch == '-';) {
        c->pos++;
        mca_asm_cur term = *c;
        term.err_msg = NULL;
        if (mca_asm_skip_primary(&term) != 0) {
            if (term.err_msg)
                mca_asm_chk_error(k, i, term.err_off, "%s", term.err_msg);
            free(term.err_msg);
            return -1;
        }
        size_t stmt_end = c->end;
        c->end = term.pos;
        rc = mca_asm_chk_expression(k, i, c);
        c->end = stmt_end;
        if (rc != 0)
            return -1;
    }
    return 0;
}
