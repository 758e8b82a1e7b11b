/* asm-args: macro parameters, call arguments and body substitution, as GNU
 * as and LLVM's AsmParser read them (see asm.h). */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

void mca_asm_params_free(mca_asm_param *p, size_t count)
{
    for (size_t i = 0; p && i < count; i++) {
        free(p[i].name);
        free(p[i].def);
    }
    free(p);
}

void mca_asm_args_free(mca_asm_arg *a, size_t count)
{
    for (size_t i = 0; a && i < count; i++)
        free(a[i].text);
    free(a);
}

static size_t skip_blanks(const char *s, size_t i, size_t n)
{
    while (i < n && mca_asm_is_blank((unsigned char)s[i]))
        i++;
    return i;
}

/* Does ch join the blanks around it into one argument ("1 + 2")? */
static int is_operator(int ch)
{
    return ch && strchr("+-*/&|^<>!=", ch) != NULL;
}

/* The end of one argument starting at i: a comma or a blank at depth 0
 * that no operator joins. */
static size_t arg_end(const char *s, size_t i, size_t n)
{
    int depth = 0;
    while (i < n) {
        char ch = s[i];
        if (ch == '"') {
            for (i++; i < n && s[i] != '"'; i++)
                if (s[i] == '\\' && i + 1 < n)
                    i++;
            i += i < n;
            continue;
        }
        if (ch == '(' || ch == '[')
            depth++;
        else if ((ch == ')' || ch == ']') && depth > 0)
            depth--;
        else if (depth == 0 && ch == ',')
            return i;
        else if (depth == 0 && mca_asm_is_blank((unsigned char)ch)) {
            size_t j = skip_blanks(s, i, n);
            if (j >= n || s[j] == ',')
                return i;
            if (!is_operator((unsigned char)s[j]) && !is_operator((unsigned char)s[i - 1]))
                return i;
            i = j;
            continue;
        }
        i++;
    }
    return i;
}

/* Copy s[from, to) without the blanks next to an operator outside
 * parentheses (LLVM keeps the tokens, not the blanks between them), and
 * each string token as its contents (escapes as written, blanks kept):
 * LLVM substitutes a string argument without its quotes ("lfence" is the
 * instruction lfence); .altmacro's <text> as written. */
static char *arg_text(const char *s, size_t from, size_t to, size_t *len, int altmacro)
{
    char *d = malloc(to - from + 1);
    if (!d)
        return NULL;
    size_t k = 0;
    int depth = 0, angle = 0;
    for (size_t i = from; i < to; i++) {
        char ch = s[i];
        /* (.altmacro's <text> is one string token: kept as written) */
        angle = altmacro && (ch == '<' ? 1 : ch == '>' ? 0 : angle);
        if (ch == '"' && !angle) {
            size_t e = i + 1;
            for (; e < to && s[e] != '"'; e++)
                if (s[e] == '\\' && e + 1 < to)
                    e++;
            if (e < to) { /* (an unterminated one is kept as written) */
                memcpy(d + k, s + i + 1, e - i - 1);
                k += e - i - 1;
                i = e;
                continue;
            }
        }
        depth += ch == '(' ? 1 : ch == ')' && depth > 0 ? -1 : 0;
        if (depth == 0 && mca_asm_is_blank((unsigned char)ch))
            continue;
        d[k++] = ch;
    }
    d[k] = 0;
    *len = k;
    return d;
}

int mca_asm_split_args(const char *s, size_t n, size_t base, int altmacro, mca_asm_arg **out,
                       size_t *count)
{
    mca_asm_arg *v = NULL;
    size_t cnt = 0, cap = 0, i = skip_blanks(s, 0, n);
    *out = NULL;
    *count = 0;
    while (i < n) {
        size_t e = arg_end(s, i, n);
        if (cnt == cap) {
            size_t nc = cap ? cap * 2 : 4;
            mca_asm_arg *g = realloc(v, nc * sizeof *g);
            if (!g) {
                mca_asm_args_free(v, cnt);
                return -1;
            }
            v = g;
            cap = nc;
        }
        size_t len;
        char *t = arg_text(s, i, e, &len, altmacro);
        if (!t) {
            mca_asm_args_free(v, cnt);
            return -1;
        }
        v[cnt++] = (mca_asm_arg){ t, len, base + i };
        i = skip_blanks(s, e, n);
        if (i < n && s[i] == ',') {
            i = skip_blanks(s, i + 1, n);
            if (i >= n) { /* a trailing comma: one more, empty */
                if (cnt == cap) {
                    mca_asm_arg *g = realloc(v, (cap + 1) * sizeof *g);
                    if (!g) {
                        mca_asm_args_free(v, cnt);
                        return -1;
                    }
                    v = g;
                    cap++;
                }
                char *z = dup_n("", 0);
                if (!z) {
                    mca_asm_args_free(v, cnt);
                    return -1;
                }
                v[cnt++] = (mca_asm_arg){ z, 0, base + n };
            }
        }
    }
    *out = v;
    *count = cnt;
    return 0;
}

int mca_asm_parse_params(const char *s, size_t n, mca_asm_param **out, size_t *count,
                         const char **err, size_t *err_at)
{
    mca_asm_param *v = NULL;
    size_t cnt = 0, cap = 0, i = skip_blanks(s, 0, n);
    *out = NULL;
    *count = 0;
    while (i < n) {
        size_t b = i;
        while (i < n && mca_asm_is_ident_char((unsigned char)s[i]))
            i++;
        if (i == b) {
            *err = "expected identifier in '.macro' directive";
            *err_at = b;
            mca_asm_params_free(v, cnt);
            return 1;
        }
        if (cnt == cap) {
            size_t nc = cap ? cap * 2 : 4;
            mca_asm_param *g = realloc(v, nc * sizeof *g);
            if (!g) {
                mca_asm_params_free(v, cnt);
                return -1;
            }
            v = g;
            cap = nc;
        }
        mca_asm_param *p = &v[cnt];
        memset(p, 0, sizeof *p);
        if (!(p->name = dup_n(s + b, i - b))) {
            mca_asm_params_free(v, cnt);
            return -1;
        }
        p->len = i - b;
        cnt++;
        i = skip_blanks(s, i, n);
        if (i < n && s[i] == ':') {
            size_t q = skip_blanks(s, i + 1, n), qe = q;
            while (qe < n && mca_asm_is_ident_char((unsigned char)s[qe]))
                qe++;
            if (mca_asm_word_is(s + q, qe - q, "req"))
                p->req = 1;
            else if (mca_asm_word_is(s + q, qe - q, "vararg"))
                p->vararg = 1;
            else {
                *err = "invalid parameter qualifier";
                *err_at = q;
                mca_asm_params_free(v, cnt);
                return 1;
            }
            i = skip_blanks(s, qe, n);
        }
        if (i < n && s[i] == '=') {
            size_t d = skip_blanks(s, i + 1, n), e = arg_end(s, d, n), len;
            if (!(p->def = arg_text(s, d, e, &len, 0))) {
                mca_asm_params_free(v, cnt);
                return -1;
            }
            i = skip_blanks(s, e, n);
        }
        if (i < n && s[i] == ',')
            i = skip_blanks(s, i + 1, n);
    }
    *out = v;
    *count = cnt;
    return 0;
}

void mca_asm_subst(mca_strbuf *b, const char *body, size_t n, const mca_asm_param *params,
                   const mca_asm_arg *args, size_t count, long at)
{
    size_t i = 0, copied = 0;
    while (i < n) {
        if (body[i] != '\\' || i + 1 >= n) {
            i++;
            continue;
        }
        mca_strbuf_put(b, body + copied, i - copied);
        if (body[i + 1] == '@' && at >= 0) {
            mca_strbuf_put_long(b, at);
            i += 2;
        } else if (body[i + 1] == '(' && i + 2 < n && body[i + 2] == ')') {
            i += 3;
        } else {
            size_t e = i + 1;
            while (e < n && (isalnum((unsigned char)body[e]) || body[e] == '_'))
                e++;
            size_t k = 0;
            while (k < count && !(params[k].len == e - i - 1 &&
                                  memcmp(params[k].name, body + i + 1, e - i - 1) == 0))
                k++;
            if (k < count && e > i + 1) {
                const char *t = args[k].text ? args[k].text : params[k].def;
                if (t)
                    mca_strbuf_put(b, t, args[k].text ? args[k].len : strlen(t));
                i = e;
            } else {
                mca_strbuf_put(b, body + i, 1);
                i++;
            }
        }
        copied = i;
    }
    mca_strbuf_put(b, body + copied, n - copied);
}
