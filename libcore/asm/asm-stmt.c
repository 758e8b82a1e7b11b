/* asm-stmt: labels at the start of a statement, the statement memo, and
 * the end of a failed parse (see asm.h). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "asm-symtab.h"

int mca_asm_skip_labels(mca_asm_cur *c, mca_asm_dlabels *d)
{
    for (;;) {
        mca_asm_skip_ws(c);
        size_t n = mca_asm_ident_len(c, c->pos), from, to;
        if (!n && c->pos < c->end && c->s[c->pos] == '"') /* "a b": */
            n = mca_asm_name_token(c->s, c->pos, c->end, &from, &to);
        if (!n) {
            size_t i = c->pos;
            while (i < c->end && isdigit((unsigned char)c->s[i]))
                i++;
            n = i - c->pos;
        }
        /* "foo:" and "foo :" (LLVM's lexer drops the blanks between the
         * tokens; a numeric label takes none); in "foo::" the second
         * ':' then starts the statement (LLVM: unexpected token) */
        size_t colon = c->pos + n;
        if (n && !isdigit((unsigned char)c->s[c->pos]))
            while (colon < c->end && (c->s[colon] == ' ' || c->s[colon] == '\t'))
                colon++;
        if (!n || colon >= c->end || c->s[colon] != ':')
            return 0;
        if (isdigit((unsigned char)c->s[c->pos])) {
            if (mca_asm_dlabel_define(d, strtoul(c->s + c->pos, NULL, 10), c->pos) != 0)
                return -1;
        } else if (c->s[c->pos] == '"') {
            mca_asm_symlog_note(MCA_SYMLOG_LABEL, c->pos, c->s + from, to - from);
        } else {
            mca_asm_symlog_note(MCA_SYMLOG_LABEL, c->pos, c->s + c->pos, n);
        }
        c->pos = colon + 1;
    }
}

size_t mca_asm_memo_key(int variant, int mode, const char *s, size_t n, char *key,
                        size_t size)
{
    if (n + 1 > size)
        return 0;
    key[0] = (char)('A' + variant * 4 + (mode == 64 ? 0 : mode == 32 ? 1 : 2));
    memcpy(key + 1, s, n);
    return n + 1;
}

void mca_asm_memo_init(mca_asm_memo *m)
{
    mca_strmap_init(&m->map, 0);
    mca_arena_init(&m->keys);
}

int mca_asm_memo_get(const mca_asm_memo *m, const char *key, size_t klen, size_t *value)
{
    return mca_strmap_get(&m->map, key, klen, value);
}

int mca_asm_memo_put(mca_asm_memo *m, const char *key, size_t klen, size_t value)
{
    char *k = mca_arena_strndup(&m->keys, key, klen);
    return k && mca_strmap_put(&m->map, k, klen, value) == 0 ? 0 : -1;
}

void mca_asm_memo_free(mca_asm_memo *m)
{
    mca_strmap_free(&m->map);
    mca_arena_free(&m->keys);
}

void mca_asm_parse_failed(mca_diags *diags)
{
    mca_diags_add(diags, MCA_DIAG_ERROR,
                  "Assembly input parsing had errors, use "
                  "-skip-unsupported-instructions=parse-failure to drop "
                  "failing lines from the input.");
}
