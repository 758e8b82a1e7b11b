/* asm-macro: the directives the assembler carries out itself, before any
 * ISA sees a statement (see asm.h): .macro/.endm and calls, .rept (.rep),
 * .irp, .irpc, .endr, .exitm, .purgem, .end, .error/.warning/.err and the
 * assignments .set/.equ/.equiv/"=".
 *
 * Behaviour follows LLVM 22's AsmParser: a body runs from the line after
 * its directive to the start of the closing directive (nested ones
 * counted); an instantiation is a text of its own, named "<instantiation>"
 * in diagnostics, made of the body once per repetition with the arguments
 * substituted; a missing closing directive consumes the rest of the input;
 * a directive that fails leaves its body to be read as ordinary statements.
 * An included file is a text of its own too, named by its path, read in
 * place of the .include (conditional levels and macros carry across).
 * Macro names are case-sensitive, directive names are not. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "asm-symtab.h"

/* LLVM's default -asm-macro-max-nesting-depth. */
#define MAX_DEPTH 20
/* Instantiated text beyond this, or more instantiations than this, are
 * refused (LLVM has no limit and runs out of memory or time): bad input
 * must not grow without bound.  Real code stays far below (a .rept 1000
 * of a few lines is 20 KB). */
#define MAX_TEXT ((size_t)16 << 20)
#define MAX_INSTANTIATIONS 100000
/* .include nests without limit in LLVM, which never finishes on a file
 * that includes itself: deeper nesting than this is refused. */
#define MAX_INCLUDE_DEPTH 64

typedef struct {
    char *name;
    size_t len;
    mca_asm_param *params;
    size_t nparams;
    char *body;
    size_t body_len;
    int live;            /* not purged */
} macro;

typedef struct {
    mca_source *src;
    const mca_syntax_rules *rules;
    mca_diags *diags;
    const char *clean0;  /* the input's clean text */
    size_t base;         /* where instantiations start: len + 1 */
    char *xclean;        /* their clean text, at offset base + k */
    size_t xlen, xcap;
    mca_stmt *out;
    size_t nout, capout;
    mca_scan_diag *dg;
    size_t ndg, capdg;
    macro *macros;
    size_t nmacros, capmacros;
    mca_strmap map;      /* name -> macro */
    struct mca_asm_syms *syms;
    mca_asm_conds conds; /* .if levels */
    mca_strmap labels;   /* labels defined so far (.ifdef) */
    mca_strmap sections; /* sections named after an assigned symbol */
    mca_arena label_mem; /* their names */
    long counter;        /* macros instantiated so far ("\@") */
    size_t made;         /* instantiations so far */
    int depth, ended, oom;
    int altmacro;        /* .altmacro is on: <text> and %expr arguments */
    int includes;        /* .include levels open */
    /* comments in the order LLVM's lexer meets them (its comment consumer
     * sees included and instantiated texts too, and the end of a line
     * that made one again when the text is left: see lex_to, relex) */
    mca_comment *cm;     /* the text being read: its comments */
    size_t ncm, cm_next; /* how many, the next one not yet met */
    mca_comment *oc;     /* met so far, seq set */
    size_t noc, capoc;
} xp;

static const char *ctext(const xp *x, size_t off)
{
    return off < x->base ? x->clean0 + off : x->xclean + (off - x->base);
}

static void note(xp *x, size_t off, size_t span, int warning, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void note(xp *x, size_t off, size_t span, int warning, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (x->ndg == x->capdg) {
        size_t cap = x->capdg ? x->capdg * 2 : 8;
        mca_scan_diag *v = realloc(x->dg, cap * sizeof *v);
        if (!v) {
            x->oom = 1;
            return;
        }
        x->dg = v;
        x->capdg = cap;
    }
    char *m = strdup(buf);
    if (!m) {
        x->oom = 1;
        return;
    }
    x->dg[x->ndg++] = (mca_scan_diag){ x->nout, off, span ? span : 1, warning, m, 0, 0 };
}

static void emit(xp *x, mca_stmt s)
{
    if (x->nout == x->capout) {
        size_t cap = x->capout ? x->capout * 2 : 64;
        mca_stmt *v = realloc(x->out, cap * sizeof *v);
        if (!v) {
            x->oom = 1;
            return;
        }
        x->out = v;
        x->capout = cap;
    }
    x->out[x->nout++] = s;
}

/* The comment c is met now: after the statements handed on so far. */
static void meet(xp *x, mca_comment c)
{
    if (x->noc == x->capoc) {
        size_t cap = x->capoc ? x->capoc * 2 : 16;
        mca_comment *v = realloc(x->oc, cap * sizeof *v);
        if (!v) {
            x->oom = 1;
            return;
        }
        x->oc = v;
        x->capoc = cap;
    }
    c.seq = x->nout;
    x->oc[x->noc++] = c;
}

/* The lexer has reached offset limit of the text being read: it has met
 * every comment before it (those in macro bodies and skipped .if
 * branches too, as LLVM lexes them). */
static void lex_to(xp *x, size_t limit)
{
    while (x->cm_next < x->ncm && x->cm[x->cm_next].start < limit)
        meet(x, x->cm[x->cm_next++]);
}

/* ------------------------------------------------------------ words */

static size_t word_len(const char *t, size_t n)
{
    size_t i = 0;
    while (i < n && mca_asm_is_ident_char((unsigned char)t[i]))
        i++;
    return i;
}

/* A label's or assigned symbol's name at t[0, n): a word (digits first
 * too: numeric labels) or a quoted name; its length, the name itself in
 * t[*from, *to). */
static size_t name_len(const char *t, size_t n, size_t *from, size_t *to)
{
    size_t wl = word_len(t, n);
    if (wl) {
        *from = 0;
        *to = wl;
        return wl;
    }
    return mca_asm_name_token(t, 0, n, from, to);
}

static size_t blanks(const char *t, size_t i, size_t n)
{
    while (i < n && mca_asm_is_blank((unsigned char)t[i]))
        i++;
    return i;
}

enum kind {
    K_NONE, K_REPT, K_IRP, K_IRPC, K_ENDR, K_MACRO, K_ENDM, K_EXITM, K_PURGEM, K_END,
    K_ERROR, K_WARNING, K_ERR, K_SET, K_EQUIV, K_INCLUDE
};

static enum kind kind_of(const char *t, size_t wl)
{
    static const struct { const char *w; enum kind k; } dirs[] = {
        { ".rept", K_REPT }, { ".rep", K_REPT }, { ".irp", K_IRP }, { ".irpc", K_IRPC },
        { ".endr", K_ENDR }, { ".macro", K_MACRO }, { ".endm", K_ENDM },
        { ".endmacro", K_ENDM }, { ".exitm", K_EXITM }, { ".purgem", K_PURGEM },
        { ".end", K_END }, { ".error", K_ERROR }, { ".warning", K_WARNING },
        { ".err", K_ERR }, { ".set", K_SET }, { ".equ", K_SET }, { ".equiv", K_EQUIV },
        { ".include", K_INCLUDE },
    };
    if (wl < 4 || t[0] != '.')
        return K_NONE;
    for (size_t k = 0; k < sizeof dirs / sizeof dirs[0]; k++)
        if (mca_asm_word_is(t, wl, dirs[k].w))
            return dirs[k].k;
    return K_NONE;
}

/* The directive kind statement s starts with. */
static enum kind stmt_kind(const xp *x, const mca_stmt *s)
{
    const char *t = ctext(x, s->start);
    return kind_of(t, word_len(t, s->end - s->start));
}

/* The statement closing the body opened by st[i] (a .rept-like one when
 * macro is 0, a .macro otherwise), or n. */
static size_t body_close(const xp *x, const mca_stmt *st, size_t n, size_t i, int is_macro)
{
    size_t nest = 0;
    for (size_t k = i + 1; k < n; k++) {
        enum kind kd = stmt_kind(x, &st[k]);
        int open = is_macro ? kd == K_MACRO : (kd == K_REPT || kd == K_IRP || kd == K_IRPC);
        int close = is_macro ? kd == K_ENDM : kd == K_ENDR;
        if (open)
            nest++;
        else if (close && nest-- == 0)
            return k;
    }
    return n;
}

/* Does a line comment start at p (blanked in the clean text)? */
static int line_comment_at(const xp *x, size_t p)
{
    const char *raw = x->src->text + p;
    const char *lc = x->rules->line_comment;
    if (*raw == ' ' || *raw == '\t')
        return 0;
    return *raw == '#' || (lc && strncmp(raw, lc, strlen(lc)) == 0) ||
           (x->rules->slash_comments && raw[0] == '/' && raw[1] == '/');
}

/* Where the body after statement s starts: the next token past its end
 * of statement (each text ends with a NUL). */
static size_t body_start(const xp *x, const mca_stmt *s, size_t limit)
{
    size_t p = s->end;
    while (p < limit) {
        char ch = *ctext(x, p);
        if (!ch && (p == x->src->len || p >= x->base))
            break;
        p++;
        if (ch == '\n' || (x->rules->separator && ch == x->rules->separator))
            break;
    }
    /* at the next token: blanks skipped, not newlines; a line comment
     * is LLVM's end-of-statement token, so the body starts with it (its
     * comment consumer meets it again in each instantiation) */
    while (p < limit && (*ctext(x, p) == ' ' || *ctext(x, p) == '\t') &&
           !line_comment_at(x, p))
        p++;
    return p;
}

/* ----------------------------------------------------- instantiation */

static int process(xp *x, mca_stmt *st, size_t n, int in_macro);

static int is_block_comment(const xp *x, const mca_comment *c)
{
    return c->start >= 2 && x->src->text[c->start - 2] == '/' &&
           x->src->text[c->start - 1] == '*';
}

/* Where the line of a statement ending at end ends (its newline, or the
 * end of its text), or end itself when a separator ends the statement. */
static size_t line_rest(const xp *x, size_t end)
{
    const char *t = ctext(x, end);
    size_t k = 0, limit = end < x->base ? x->base - 1 - end : SIZE_MAX;
    for (; k < limit && t[k] && t[k] != '\n'; k++)
        if (x->rules->separator && t[k] == x->rules->separator)
            return end;
    return end + k;
}

/* Make text[0..n) an instantiation called at call (the text of the
 * included file named file when file is set) and carry it out: 0, 1 when
 * .exitm left the macro from an included file, -1 when out of memory.
 * exit is the end of the statement after which LLVM's lexer comes back
 * (the call, the .include, the .endr): the comments after it on its line
 * are met before the text and again after it (the lexer returns to the
 * start of that line's end-of-statement token). */
static int instantiate(xp *x, const char *text, size_t n, size_t call, int is_macro,
                       const char *file, size_t exit)
{
    if (x->xlen + n > MAX_TEXT || ++x->made > MAX_INSTANTIATIONS) {
        note(x, call, 1, 0, "too many instantiations: the input's macros and repetitions "
             "expand beyond %zu MiB or %d instantiations", MAX_TEXT >> 20, MAX_INSTANTIATIONS);
        x->ended = 1;
        return 0;
    }
    size_t at = file ? mca_source_add_file(x->src, text, n, call, file)
                     : mca_source_add_exp(x->src, text, n, call);
    if (at == (size_t)-1)
        return x->oom = 1, -1;
    if (!file) /* (what LLVM's instantiation buffer ends with) */
        x->src->exps[x->src->exp_count - 1].tail = is_macro ? ".endmacro" : ".endr";
    mca_source tsrc;
    mca_scan tscan;
    mca_diags tmp;
    mca_diags_init(&tmp);
    if (mca_source_from_memory(&tsrc, "<instantiation>", text, n, &tmp) != 0) {
        mca_diags_free(&tmp);
        return x->oom = 1, -1;
    }
    int rc = mca_scan_source(&tscan, &tsrc, x->rules, &tmp);
    mca_source_free(&tsrc);
    mca_diags_free(&tmp);
    if (rc != 0)
        return x->oom = 1, -1;
    if (x->xcap - x->xlen < n + 1) {
        size_t cap = x->xcap ? x->xcap : 4096;
        while (cap - x->xlen < n + 1)
            cap *= 2;
        char *v = realloc(x->xclean, cap);
        if (!v) {
            mca_scan_free(&tscan);
            return x->oom = 1, -1;
        }
        x->xclean = v;
        x->xcap = cap;
    }
    /* the source's layout: each instantiation NUL-terminated */
    memcpy(x->xclean + x->xlen, tscan.clean, n);
    x->xclean[x->xlen + n] = 0;
    x->xlen += n + 1;
    for (size_t k = 0; k < tscan.stmt_count; k++) {
        tscan.stmts[k].start += at;
        tscan.stmts[k].end += at;
    }
    for (size_t k = 0; k < tscan.comment_count; k++) {
        tscan.comments[k].start += at;
        tscan.comments[k].end += at;
    }
    size_t rest = line_rest(x, exit);
    lex_to(x, rest);
    mca_comment *pcm = x->cm;
    size_t pn = x->ncm, pnext = x->cm_next;
    x->cm = tscan.comments;
    x->ncm = tscan.comment_count;
    x->cm_next = 0;
    size_t levels = x->conds.depth;
    if (file) { /* not a macro level: .exitm leaves the macro around it */
        x->includes++;
        rc = process(x, tscan.stmts, tscan.stmt_count, is_macro);
        x->includes--;
    } else {
        x->depth++;
        rc = process(x, tscan.stmts, tscan.stmt_count, is_macro);
        if (rc == 1) /* .exitm closes the levels the macro opened */
            mca_asm_cond_unwind(&x->conds, levels);
        x->depth--;
    }
    if (rc == 0 && !x->ended)
        lex_to(x, SIZE_MAX);
    x->cm = pcm;
    x->ncm = pn;
    x->cm_next = pnext;
    if (!x->ended && !(file && rc == 1)) {
        size_t k = pnext;
        while (k > 0 && x->cm[k - 1].start >= exit)
            k--;
        for (; k < pnext; k++) /* (a block comment is before that token) */
            if (!is_block_comment(x, &x->cm[k]))
                meet(x, x->cm[k]);
    }
    mca_scan_free(&tscan);
    return file ? rc : rc < 0 ? -1 : 0;
}

/* The body of st[i] .. st[close] as raw text (the input's, comments kept);
 * malloc'd, NULL when out of memory. */
static char *body_text(xp *x, const mca_stmt *st, size_t i, size_t close, size_t *len)
{
    size_t b = body_start(x, &st[i], st[close].start), e = st[close].start;
    if (b > e)
        b = e;
    char *t = malloc(e - b + 1);
    if (!t) {
        x->oom = 1;
        return NULL;
    }
    memcpy(t, x->src->text + b, e - b);
    t[e - b] = 0;
    *len = e - b;
    return t;
}

/* Instantiate the bodies in b (built by the caller) or fail on memory. */
static int finish_buf(xp *x, mca_strbuf *b, size_t call, int is_macro, size_t exit)
{
    if (b->failed) {
        mca_strbuf_free(b);
        return x->oom = 1, -1;
    }
    int rc = instantiate(x, b->data ? b->data : "", b->len, call, is_macro, NULL, exit);
    mca_strbuf_free(b);
    return rc;
}

/* -------------------------------------------------------- directives */

/* Where LLVM's end-of-statement token is for a statement ending at at:
 * past the blanks after it (at a comment or the newline). */
static size_t eol_at(const xp *x, size_t at)
{
    const char *s = x->src->text;
    size_t limit = x->src->full_len ? x->src->full_len : x->src->len;
    while (at < limit && (s[at] == ' ' || s[at] == '\t'))
        at++;
    return at;
}

/* Evaluate the expression t[from, n) of the statement at off: 0 and *v
 * for a constant, 1 for a symbolic value; after a diagnostic -2 when no
 * expression could be read (*err_at: where), -1 when more followed it. */
static int eval(xp *x, const char *t, size_t n, size_t off, size_t from, int64_t *v,
                size_t *err_at)
{
    mca_asm_cur c;
    memset(&c, 0, sizeof c);
    c.s = t;
    c.pos = from;
    c.end = n;
    c.syms = x->syms;
    c.stmt = x->nout;
    c.base = off;
    if (x->rules->percent == MCA_PCT_REGISTER)
        c.pct_register = x->rules->cfi_register;
    mca_asm_val val;
    if (mca_asm_peek(&c) == 0) {
        *err_at = eol_at(x, off + c.pos);
        note(x, *err_at, 1, 0, "unknown token in expression");
        return -2;
    }
    if (mca_asm_parse_expr(&c, &val) != 0) {
        *err_at = c.err_off >= n ? eol_at(x, off + n) : off + c.err_off;
        if (c.err_msg && strcmp(c.err_msg, "out of memory") != 0)
            note(x, *err_at, c.err_span, 0, "%s", c.err_msg);
        else
            x->oom = 1;
        free(c.err_msg);
        /* (what follows is reported where LLVM's lexer stands) */
        if (c.err_lexed > c.err_off && c.err_off < n)
            *err_at += c.err_lexed - c.err_off;
        return -2;
    }
    if (mca_asm_peek(&c) != 0) {
        mca_asm_val_free(&val);
        note(x, off + c.pos, 1, 0, "expected newline");
        return -1;
    }
    *v = val.val;
    int sym = val.sym != NULL;
    mca_asm_val_free(&val);
    return sym;
}

/* .rept COUNT ... .endr; the next statement to read. */
static size_t do_rept(xp *x, const mca_stmt *st, size_t n, size_t i, size_t wl)
{
    const char *t = ctext(x, st[i].start);
    size_t len = st[i].end - st[i].start, from = blanks(t, wl, len);
    int64_t count;
    size_t err_at;
    int r = eval(x, t, len, st[i].start, wl, &count, &err_at);
    if (r != 0) {
        if (r > 0)
            note(x, st[i].start + from, 1, 0, "unexpected token in '.rept' directive");
        return i + 1;
    }
    if (count < 0) {
        note(x, st[i].start + from, 1, 0, "Count is negative");
        return i + 1;
    }
    size_t close = body_close(x, st, n, i, 0);
    if (close == n) {
        note(x, st[i].start, 1, 0, "no matching '.endr' in definition");
        x->ended = 1;
        return n;
    }
    size_t blen;
    char *body = body_text(x, st, i, close, &blen);
    if (!body)
        return n;
    mca_strbuf b;
    mca_strbuf_init(&b);
    for (int64_t k = 0; k < count && !b.failed; k++) {
        if (b.len + blen > MAX_TEXT) {
            note(x, st[i].start, 1, 0, "too many instantiations: the input's macros and "
                 "repetitions expand beyond %zu MiB or %d instantiations", MAX_TEXT >> 20,
                 MAX_INSTANTIATIONS);
            x->ended = 1;
            free(body);
            mca_strbuf_free(&b);
            return n;
        }
        mca_strbuf_put(&b, body, blen);
    }
    free(body);
    finish_buf(x, &b, st[i].start, 0, st[close].end);
    return close + 1;
}

/* .irp NAME, ARGS / .irpc NAME, CHARS ... .endr. */
static size_t do_irp(xp *x, const mca_stmt *st, size_t n, size_t i, size_t wl, int chars)
{
    const char *t = ctext(x, st[i].start);
    size_t len = st[i].end - st[i].start, p = blanks(t, wl, len);
    size_t nl = word_len(t + p, len - p);
    if (!nl) {
        note(x, st[i].start + p, 1, 0, "expected identifier in '%s' directive",
             chars ? ".irpc" : ".irp");
        return i + 1;
    }
    size_t q = blanks(t, p + nl, len);
    if (q >= len || t[q] != ',') {
        note(x, st[i].start + q, 1, 0, "expected comma");
        return i + 1;
    }
    mca_asm_param param = { (char *)t + p, nl, NULL, 0, 0 };
    mca_asm_arg *args;
    size_t nargs;
    if (mca_asm_split_args(t + q + 1, len - q - 1, st[i].start + q + 1, x->altmacro, &args,
                           &nargs) != 0)
        return x->oom = 1, n;
    if (chars && nargs > 1) { /* one word only (its body is then not read) */
        /* (at the end of statement: blanks skipped, a comment's start) */
        const char *raw = x->src->text + st[i].start;
        size_t end = len;
        while (raw[end] == ' ' || raw[end] == '\t')
            end++;
        note(x, st[i].start + end, 1, 0, "unexpected token in '.irpc' directive");
        mca_asm_args_free(args, nargs);
        return i + 1;
    }
    size_t close = body_close(x, st, n, i, 0);
    if (close == n) {
        mca_asm_args_free(args, nargs);
        note(x, st[i].start, 1, 0, "no matching '.endr' in definition");
        x->ended = 1;
        return n;
    }
    size_t blen;
    char *body = body_text(x, st, i, close, &blen);
    if (!body) {
        mca_asm_args_free(args, nargs);
        return n;
    }
    mca_strbuf b;
    mca_strbuf_init(&b);
    mca_asm_arg none = { (char *)"", 0, 0 };
    if (!chars) {
        for (size_t k = 0; k < (nargs ? nargs : 1) && b.len <= MAX_TEXT; k++)
            mca_asm_subst(&b, body, blen, &param, nargs ? &args[k] : &none, 1, -1);
    } else {
        const mca_asm_arg *a = nargs ? &args[0] : &none;
        for (size_t k = 0; k < a->len && b.len <= MAX_TEXT; k++) {
            mca_asm_arg one = { a->text + k, 1, 0 };
            mca_asm_subst(&b, body, blen, &param, &one, 1, -1);
        }
    }
    free(body);
    mca_asm_args_free(args, nargs);
    finish_buf(x, &b, st[i].start, 0, st[close].end);
    return close + 1;
}

static macro *find_macro(xp *x, const char *name, size_t n)
{
    size_t k;
    if (!x->nmacros || !mca_strmap_get(&x->map, name, n, &k) || !x->macros[k].live)
        return NULL;
    return &x->macros[k];
}

/* .macro NAME PARAMS ... .endm. */
static size_t do_macro(xp *x, const mca_stmt *st, size_t n, size_t i, size_t wl)
{
    const char *t = ctext(x, st[i].start);
    size_t len = st[i].end - st[i].start, p = blanks(t, wl, len);
    size_t nl = word_len(t + p, len - p);
    if (!nl) {
        note(x, st[i].start + p, 1, 0, "expected identifier in '.macro' directive");
        return i + 1;
    }
    size_t q = blanks(t, p + nl, len);
    if (q < len && t[q] == ',')
        q++;
    mca_asm_param *params;
    size_t np, err_at;
    const char *err;
    int r = mca_asm_parse_params(t + q, len - q, &params, &np, &err, &err_at);
    if (r < 0)
        return x->oom = 1, n;
    if (r > 0) {
        note(x, st[i].start + q + err_at, 1, 0, "%s", err);
        return i + 1;
    }
    size_t close = body_close(x, st, n, i, 1);
    if (close == n) {
        mca_asm_params_free(params, np);
        note(x, st[i].start, 1, 0, "no matching '.endmacro' in definition");
        x->ended = 1;
        return n;
    }
    if (find_macro(x, t + p, nl)) {
        mca_asm_params_free(params, np);
        note(x, st[i].start, 1, 0, "macro '%.*s' is already defined", (int)nl, t + p);
        return close + 1;
    }
    if (x->nmacros == x->capmacros) {
        size_t cap = x->capmacros ? x->capmacros * 2 : 8;
        macro *v = realloc(x->macros, cap * sizeof *v);
        if (!v) {
            mca_asm_params_free(params, np);
            return x->oom = 1, n;
        }
        x->macros = v;
        x->capmacros = cap;
    }
    macro *m = &x->macros[x->nmacros];
    memset(m, 0, sizeof *m);
    m->params = params;
    m->nparams = np;
    m->live = 1;
    m->len = nl;
    m->name = malloc(nl + 1);
    m->body = body_text(x, st, i, close, &m->body_len);
    if (!m->name || !m->body) {
        free(m->name);
        free(m->body);
        mca_asm_params_free(params, np);
        return x->oom = 1, n;
    }
    memcpy(m->name, t + p, nl);
    m->name[nl] = 0;
    if (mca_strmap_put(&x->map, m->name, nl, x->nmacros) != 0) {
        free(m->name);
        free(m->body);
        mca_asm_params_free(params, np);
        return x->oom = 1, n;
    }
    x->nmacros++;
    return close + 1;
}

/* Give each of m's parameters its argument; 0, or -1 after a diagnostic. */
static int bind_args(xp *x, const macro *m, const mca_stmt *s, size_t from, mca_asm_arg *bound)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start;
    mca_asm_arg *args;
    size_t nargs, next = 0;
    if (mca_asm_split_args(t + from, len - from, s->start + from, x->altmacro, &args,
                           &nargs) != 0)
        return x->oom = 1, -1;
    for (size_t k = 0; k < nargs; k++) {
        size_t nl = word_len(args[k].text, args[k].len), pk = m->nparams;
        if (nl && nl < args[k].len && args[k].text[nl] == '=')
            for (pk = 0; pk < m->nparams; pk++)
                if (m->params[pk].len == nl && !memcmp(m->params[pk].name, args[k].text, nl))
                    break;
        if (pk < m->nparams) { /* name=value */
            memmove(args[k].text, args[k].text + nl + 1, args[k].len - nl);
            args[k].len -= nl + 1;
        } else {
            while (next < m->nparams && bound[next].text)
                next++;
            if (next == m->nparams) {
                note(x, args[k].at, 1, 0, "too many positional arguments");
                mca_asm_args_free(args, nargs);
                return -1;
            }
            pk = next;
            if (m->params[pk].vararg) { /* the rest of the statement */
                size_t b = args[k].at - s->start;
                char *rest = malloc(len - b + 1);
                if (!rest) {
                    mca_asm_args_free(args, nargs);
                    return x->oom = 1, -1;
                }
                memcpy(rest, t + b, len - b); /* (as written: quotes kept) */
                rest[len - b] = 0;
                free(args[k].text);
                args[k].text = rest;
                args[k].len = len - b;
                if (k != nargs - 1) { /* (the others are in rest) */
                    free(args[nargs - 1].text);
                    args[nargs - 1] = args[k];
                    args[k].text = NULL;
                    k = nargs - 1;
                }
            }
        }
        free(bound[pk].text);
        bound[pk] = args[k];
        args[k].text = NULL;
    }
    mca_asm_args_free(args, nargs);
    for (size_t pk = 0; pk < m->nparams; pk++)
        if (!bound[pk].text && m->params[pk].req) {
            note(x, s->end, 1, 0, "missing value for required parameter '%s' in macro '%s'",
                 m->params[pk].name, m->name);
            return -1;
        }
    return 0;
}

/* A call of macro m (statement s, arguments after from). */
/* An argument as .altmacro reads it: <text> is text (a '!' takes the
 * next character as it is), %EXPR the decimal value of a constant.  0, -1
 * after an error (the call is then dropped). */
static int alt_argument(xp *x, mca_asm_arg *a, size_t stmt)
{
    char *t = a->text, *v = NULL;
    size_t n = a->len, m = 0;
    if (!t || n < 2)
        return 0;
    if (t[0] == '<' && t[n - 1] == '>') {
        if (!(v = malloc(n)))
            return x->oom = 1, -1;
        for (size_t i = 1; i + 1 < n; i++)
            v[m++] = t[i] == '!' && i + 2 < n ? t[++i] : t[i];
    } else if (t[0] == '%') {
        mca_asm_cur c;
        memset(&c, 0, sizeof c);
        c.s = t;
        c.pos = 1;
        c.end = n;
        c.syms = x->syms;
        c.stmt = stmt;
        mca_asm_val val;
        if (mca_asm_parse_expr(&c, &val) != 0) {
            free(c.err_msg);
            return 0;
        }
        int constant = !val.sym && c.pos >= n;
        mca_asm_val_free(&val);
        if (!constant) {
            note(x, a->at, 1, 0, "expected absolute expression");
            return -1;
        }
        if (!(v = malloc(24)))
            return x->oom = 1, -1;
        m = (size_t)snprintf(v, 24, "%lld", (long long)val.val);
    } else {
        return 0;
    }
    v[m] = 0;
    free(a->text);
    a->text = v;
    a->len = m;
    return 0;
}

static void do_call(xp *x, const macro *m, const mca_stmt *s, size_t from)
{
    if (x->depth >= MAX_DEPTH) {
        const char *t = ctext(x, s->start);
        note(x, s->start + blanks(t, from, s->end - s->start), 1, 0, "macros cannot be nested more than %d levels deep. Use "
             "-asm-macro-max-nesting-depth to increase this limit.", MAX_DEPTH);
        return;
    }
    mca_asm_arg *bound = calloc(m->nparams ? m->nparams : 1, sizeof *bound);
    if (!bound) {
        x->oom = 1;
        return;
    }
    /* the macro may be purged or redefined while its body runs */
    char *body = malloc(m->body_len + 1);
    if (!body) {
        free(bound);
        x->oom = 1;
        return;
    }
    memcpy(body, m->body, m->body_len);
    int bad = bind_args(x, m, s, from, bound) != 0;
    for (size_t k = 0; x->altmacro && k < m->nparams && !bad; k++)
        bad = alt_argument(x, &bound[k], x->nout) != 0;
    if (!bad) {
        mca_strbuf b;
        mca_strbuf_init(&b);
        mca_asm_subst(&b, body, m->body_len, m->params, bound, m->nparams, x->counter++);
        finish_buf(x, &b, s->start, 1, s->end);
    }
    free(body);
    mca_asm_args_free(bound, m->nparams);
}

/* .include "FILE": the file's statements in place of the directive's.
 * 0, 1 when .exitm in the file left the macro around it. */
static int do_include(xp *x, const mca_stmt *s, size_t wl, int in_macro)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start;
    mca_asm_cur c;
    memset(&c, 0, sizeof c);
    c.s = t;
    c.pos = wl;
    c.end = len;
    size_t at = (mca_asm_peek(&c), c.pos), from, to;
    if (mca_asm_string_token(&c, &from, &to)) {
        note(x, at >= len ? eol_at(x, s->start + len) : s->start + at, 1, 0,
             "expected string in '.include' directive");
        return 0;
    }
    if (mca_asm_peek(&c) != 0) {
        note(x, s->start + c.pos, 1, 0, "unexpected token in '.include' directive");
        return 0;
    }
    char *name;
    size_t nlen;
    int r = mca_asm_unescape(t + from, to - from, &name, &nlen);
    if (r < 0)
        return x->oom = 1, 0;
    if (r > 0) {
        note(x, s->start + at, 1, 0, "%s", mca_asm_escape_errors[r]);
        return 0;
    }
    if (x->includes >= MAX_INCLUDE_DEPTH) {
        note(x, s->start + at, 1, 0, "Could not include file '%s': includes nest more than "
             "%d levels deep (llvm-mca never finishes)", name, MAX_INCLUDE_DEPTH);
        x->ended = 1;
        free(name);
        return 0;
    }
    char *text;
    size_t n;
    r = mca_asm_read_file(name, nlen, MAX_TEXT - x->xlen, &text, &n);
    if (r == 1)
        note(x, s->start + at, 1, 0, "Could not find include file '%s'", name);
    else if (r == 2)
        note(x, s->start + at, 1, 0, "too many instantiations: the input's macros and "
             "repetitions expand beyond %zu MiB or %d instantiations", MAX_TEXT >> 20,
             MAX_INSTANTIATIONS);
    else if (r < 0)
        x->oom = 1;
    if (r == 2)
        x->ended = 1;
    if (r != 0) {
        free(name);
        return 0;
    }
    r = instantiate(x, text, n, s->start, in_macro, name, s->end);
    free(text);
    free(name);
    return r == 1;
}

/* .error/.warning "text", .err. */
static void do_message(xp *x, const mca_stmt *s, size_t wl, enum kind k)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start, p = blanks(t, wl, len);
    const char *name = k == K_ERROR ? ".error" : ".warning";
    if (k == K_ERR) {
        note(x, s->start, 1, 0, ".err encountered");
        return;
    }
    if (p >= len) {
        note(x, s->start, 1, k == K_WARNING, "%s directive invoked in source file", name);
        return;
    }
    if (t[p] != '"') {
        note(x, s->start + p, 1, 0, "%s argument must be a string", name);
        return;
    }
    /* the string's text, escapes read as the assembler reads them */
    char msg[400];
    size_t m = 0, i = p + 1;
    for (; i < len && t[i] != '"' && m + 1 < sizeof msg; i++) {
        if (t[i] == '\\' && i + 1 < len)
            i++;
        msg[m++] = t[i];
    }
    msg[m] = 0;
    note(x, s->start, 1, k == K_WARNING, "%s", msg);
}

/* .set NAME, EXPR (and .equ, .equiv) or NAME = EXPR: name at [p, p+nl),
 * the expression from e. */
static void assign_sym(xp *x, const mca_stmt *s, size_t p, size_t nl, size_t e, int equiv,
                       size_t from)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start;
    size_t seen;
    if ((equiv && mca_asm_syms_known(x->syms, t + p, nl)) ||
        mca_strmap_get(&x->labels, t + p, nl, &seen)) { /* (a label is defined already) */
        note(x, s->start + blanks(t, e, len), 1, 0, "redefinition of '%.*s'", (int)nl, t + p);
        return;
    }
    int64_t v;
    size_t err_at;
    int r = eval(x, t, len, s->start, e, &v, &err_at);
    if (r == -2) /* LLVM adds its own word for the assignment */
        note(x, err_at, 1, 0, "missing expression");
    if (r < 0)
        return;
    if ((r == 0 ? mca_asm_syms_set(&x->syms, t + p, nl, v, from)
                : mca_asm_syms_unset(&x->syms, t + p, nl, from)) != 0)
        x->oom = 1;
    /* (LLVM creates the name after reading the expression) */
    mca_asm_symlog_note(MCA_SYMLOG_VARIABLE, s->end, t + p, nl);
}

/* ". = EXPR": only the expression's errors (the location counter is no
 * symbol; what it emits is no instruction). */
static void dot_assign(xp *x, const mca_stmt *s, size_t e)
{
    const char *t = ctext(x, s->start);
    int64_t v;
    size_t err_at;
    if (eval(x, t, s->end - s->start, s->start, e, &v, &err_at) == -2)
        note(x, err_at, 1, 0, "missing expression");
}

static void do_set(xp *x, const mca_stmt *s, size_t wl, int equiv)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start, p = blanks(t, wl, len), nf, nt;
    size_t nl = name_len(t + p, len - p, &nf, &nt);
    if (!nl || (t[p] >= '0' && t[p] <= '9')) {
        note(x, s->start + p, 1, 0, "expected identifier");
        return;
    }
    size_t q = blanks(t, p + nl, len);
    if (q >= len || t[q] != ',') {
        note(x, s->start + q, 1, 0, "expected comma");
        return;
    }
    /* (a quoted name is its contents) */
    assign_sym(x, s, p + nf, nt - nf, q + 1, equiv, x->nout + 1); /* after this statement */
    emit(x, *s); /* the front ends skip it; -show-encoding gives it to LLVM */
}

/* The labels at the start of t[0, len) ("foo:", "1:"): where what follows
 * them starts, each named one recorded when record is set. */
static size_t skip_labels(xp *x, const char *t, size_t len, int record)
{
    size_t p = 0;
    for (;;) {
        size_t nf, nt, wl = name_len(t + p, len - p, &nf, &nt), q = blanks(t, p + wl, len);
        if (!wl || q >= len || t[q] != ':')
            return p;
        if (record && !(t[p] >= '0' && t[p] <= '9')) {
            char *key = mca_arena_strndup(&x->label_mem, t + p + nf, nt - nf);
            if (!key || mca_strmap_put(&x->labels, key, nt - nf, 1) != 0)
                x->oom = 1;
        }
        p = blanks(t, q + 1, len);
    }
}

/* Record name t[0, n) as a defined symbol (a label, a section's); 0, -1
 * when out of memory. */
static int define_symbol(xp *x, const char *t, size_t n)
{
    size_t seen;
    if (mca_strmap_get(&x->labels, t, n, &seen))
        return 0;
    char *key = mca_arena_strndup(&x->label_mem, t, n);
    return key && mca_strmap_put(&x->labels, key, n, 1) == 0 ? 0 : -1;
}

/* A section directive t[0, len) (name t[0, wl)): LLVM's ELF streamer
 * defines a symbol named as the section when it first switches to it
 * (".set .text, 1" is then a redefinition); a name already assigned
 * makes its context report an unlocated error instead. */
static void section_symbol(xp *x, const char *t, size_t len, size_t wl)
{
    static const char *const plain[] = { ".text", ".data", ".bss", ".rodata", ".tdata", ".tbss" };
    size_t from = 0, to = 0;
    for (size_t k = 0; k < sizeof plain / sizeof *plain && !to; k++)
        if (strlen(plain[k]) == wl && memcmp(plain[k], t, wl) == 0)
            to = wl;
    if (!to && ((wl == 8 && memcmp(t, ".section", 8) == 0) ||
                (wl == 12 && memcmp(t, ".pushsection", 12) == 0))) {
        size_t p = blanks(t, wl, len);
        if (p < len && t[p] == '"') {
            if (!mca_asm_name_token(t, p, len, &from, &to))
                return;
        } else { /* (the ELF parser's name: up to a blank or a comma) */
            from = to = p;
            while (to < len && t[to] != ',' && !mca_asm_is_blank((unsigned char)t[to]))
                to++;
        }
    }
    if (to <= from)
        return;
    size_t seen;
    if (mca_strmap_get(&x->labels, t + from, to - from, &seen))
        return;
    if (mca_asm_syms_known(x->syms, t + from, to - from)) {
        if (!mca_strmap_get(&x->sections, t + from, to - from, &seen)) {
            char *key = mca_arena_strndup(&x->label_mem, t + from, to - from);
            if (!key || mca_strmap_put(&x->sections, key, to - from, 1) != 0) {
                x->oom = 1;
                return;
            }
            note(x, MCA_SCAN_NO_LOC, 1, 0, "invalid symbol redefinition");
            if (!x->oom)
                x->dg[x->ndg - 1].soft = 1;
        }
        return;
    }
    if (define_symbol(x, t + from, to - from) != 0)
        x->oom = 1;
}

/* Statement s when conditional assembly decides it: a conditional
 * directive (after any labels), or any statement of an ignored level.
 * 1 when it is done with (the labels before a directive are passed on),
 * 0 when the statement is read as usual. */
static int conditional(xp *x, const mca_stmt *s)
{
    const char *t = ctext(x, s->start);
    size_t len = s->end - s->start;
    /* an ignored level skips whole statements, labels and all (LLVM
     * ignores "foo: .endif" there) */
    size_t lab = x->conds.cur.ignore ? 0 : skip_labels(x, t, len, 1);
    size_t wl = word_len(t + lab, len - lab);
    mca_asm_cond_kind k = mca_asm_cond_kind_of(t + lab, wl);
    if (k == MCA_ASM_NOT_COND)
        return x->conds.cur.ignore;
    if (lab) {
        size_t end = lab;
        while (end > 0 && mca_asm_is_blank((unsigned char)t[end - 1]))
            end--;
        emit(x, (mca_stmt){ s->start, s->start + end });
    }
    mca_asm_cond_env env = { x->syms, x->nout, &x->labels,
                             x->rules->percent == MCA_PCT_REGISTER ? x->rules->cfi_register
                                                                   : NULL };
    mca_asm_cond_error e;
    int r = mca_asm_cond_step(&x->conds, k, t + lab, len - lab, wl, &env, &e);
    if (r < 0)
        x->oom = 1;
    else if (r > 0)
        note(x, s->start + lab + e.off, e.span ? e.span : 1, 0, "%s", e.msg);
    return 1;
}

/* Carry out st[0..n); 1 when .exitm left the macro, -1 when out of memory. */
static int process(xp *x, mca_stmt *st, size_t n, int in_macro)
{
    size_t i = 0;
    while (i < n && !x->ended && !x->oom) {
        const mca_stmt *s = &st[i];
        const char *t = ctext(x, s->start);
        size_t len = s->end - s->start, wl = word_len(t, len), nf, nt;
        size_t nl = name_len(t, len, &nf, &nt); /* (a label's or a symbol's) */
        lex_to(x, s->start);
        if (x->conds.cur.ignore || mca_asm_cond_kind_of(t, wl) != MCA_ASM_NOT_COND ||
            (nl && blanks(t, nl, len) < len && t[blanks(t, nl, len)] == ':')) {
            if (conditional(x, s)) {
                i++; /* carried out, skipped, or its labels kept */
                continue;
            }
        }
        size_t lab = nl ? skip_labels(x, t, len, 0) : 0;
        if (lab) { /* "foo: .rept 2", "foo: mymacro": the label, then the rest */
            size_t rwl = word_len(t + lab, len - lab);
            if (rwl && (kind_of(t + lab, rwl) != K_NONE || find_macro(x, t + lab, rwl))) {
                size_t end = lab;
                while (end > 0 && mca_asm_is_blank((unsigned char)t[end - 1]))
                    end--;
                emit(x, (mca_stmt){ s->start, s->start + end });
                st[i].start += lab;
                continue;
            }
        }
        const macro *m = wl ? find_macro(x, t, wl) : NULL;
        size_t after = blanks(t, nl, len);
        if (nl && after < len && t[after] == '=' && (after + 1 >= len || t[after + 1] != '=')) {
            if (nl == 1 && t[0] == '.') /* ". = EXPR" moves the location: no symbol */
                dot_assign(x, s, after + 1);
            else
                assign_sym(x, s, nf, nt - nf, after + 1, 0, x->nout); /* (not kept) */
            i++;
            continue;
        }
        if (m) {
            do_call(x, m, s, wl);
            i++;
            continue;
        }
        switch (kind_of(t, wl)) {
        case K_REPT: i = do_rept(x, st, n, i, wl); break;
        case K_IRP: i = do_irp(x, st, n, i, wl, 0); break;
        case K_IRPC: i = do_irp(x, st, n, i, wl, 1); break;
        case K_MACRO: i = do_macro(x, st, n, i, wl); break;
        case K_ENDR:
            note(x, s->start + wl, 1, 0, "unmatched '.endr' directive");
            i++;
            break;
        case K_ENDM:
            note(x, s->start + wl, 1, 0,
                 "unexpected '%.*s' in file, no current macro definition", (int)wl, t);
            i++;
            break;
        case K_EXITM:
            if (in_macro)
                return 1;
            /* (LLVM points past the statement) */
            note(x, body_start(x, s, (size_t)-1), 1, 0,
                 "unexpected '.exitm' in file, no current macro definition");
            i++;
            break;
        case K_PURGEM: {
            size_t p = blanks(t, wl, len), pl = word_len(t + p, len - p);
            if (pl && t[p] >= '0' && t[p] <= '9') /* (a number is no identifier) */
                pl = 0;
            macro *pm = find_macro(x, t + p, pl);
            if (!pl)
                note(x, s->start + p, 1, 0, "expected identifier in '.purgem' directive");
            else if (!pm)
                note(x, s->start, 1, 0, "macro '%.*s' is not defined", (int)pl, t + p);
            else
                pm->live = 0;
            i++;
            break;
        }
        case K_END: /* LLVM lexes the rest of this text, no more */
            lex_to(x, SIZE_MAX);
            x->ended = 1;
            break;
        case K_ERROR:
        case K_WARNING:
        case K_ERR: do_message(x, s, wl, kind_of(t, wl)); i++; break;
        case K_SET: do_set(x, s, wl, 0); i++; break;
        case K_EQUIV: do_set(x, s, wl, 1); i++; break;
        case K_INCLUDE:
            if (do_include(x, s, wl, in_macro) && in_macro)
                return 1;
            i++;
            break;
        case K_NONE:
            if (mca_asm_word_is(t, wl, ".altmacro") || mca_asm_word_is(t, wl, ".noaltmacro"))
                x->altmacro = (t[1] | 32) == 'a';
            if (wl && t[0] == '.')
                section_symbol(x, t, len, wl);
            emit(x, *s);
            i++;
            break;
        }
    }
    return x->oom ? -1 : 0;
}

/* Does the text need the engine at all?  (Most inputs have none of its
 * directives: they then keep their statements untouched.) */
static int needed(const mca_scan *scan)
{
    for (size_t i = 0; i < scan->stmt_count; i++) {
        const char *t = scan->clean + scan->stmts[i].start;
        size_t len = scan->stmts[i].end - scan->stmts[i].start, wl = word_len(t, len);
        if (len && t[0] == '"') /* ("a b": or "a b" = 1) */
            return 1;
        size_t colon = blanks(t, wl, len);
        while (wl && colon < len && t[colon] == ':') { /* past labels ("a: .include") */
            t += colon + 1;
            len -= colon + 1;
            size_t b = blanks(t, 0, len);
            t += b;
            len -= b;
            wl = word_len(t, len);
            colon = blanks(t, wl, len);
        }
        if (kind_of(t, wl) != K_NONE || mca_asm_cond_kind_of(t, wl) != MCA_ASM_NOT_COND)
            return 1;
        size_t after = blanks(t, wl, len);
        if (wl && after < len && t[after] == '=')
            return 1;
    }
    return 0;
}

static void free_xp(xp *x)
{
    for (size_t k = 0; k < x->nmacros; k++) {
        free(x->macros[k].name);
        free(x->macros[k].body);
        mca_asm_params_free(x->macros[k].params, x->macros[k].nparams);
    }
    free(x->macros);
    mca_strmap_free(&x->map);
    mca_strmap_free(&x->labels);
    mca_strmap_free(&x->sections);
    mca_arena_free(&x->label_mem);
    mca_asm_conds_free(&x->conds);
    free(x->xclean);
}

int mca_asm_expand(mca_source *src, mca_scan *scan, const mca_syntax_rules *rules,
                   mca_diags *diags)
{
    if (!needed(scan))
        return 0;
    xp x;
    memset(&x, 0, sizeof x);
    x.src = src;
    x.rules = rules;
    x.diags = diags;
    x.clean0 = scan->clean;
    x.base = src->len + 1;
    mca_strmap_init(&x.map, 0);
    mca_strmap_init(&x.labels, 0);
    mca_strmap_init(&x.sections, 0);
    mca_arena_init(&x.label_mem);
    if (define_symbol(&x, ".text", 5) != 0) /* (the section LLVM starts in) */
        x.oom = 1;
    x.cm = scan->comments;
    x.ncm = scan->comment_count;
    int rc = process(&x, scan->stmts, scan->stmt_count, 0);
    if (rc == 0 && !x.ended)
        lex_to(&x, SIZE_MAX);
    if (rc == 0 && mca_asm_cond_open(&x.conds))
        note(&x, src->len, 1, 0, "unmatched .ifs or .elses");
    char *clean = NULL;
    if (rc == 0 && x.xlen) {
        clean = realloc(scan->clean, x.base + x.xlen);
        if (!clean)
            rc = -1;
        else
            memcpy(clean + x.base, x.xclean, x.xlen);
    }
    if (rc != 0 || x.oom) {
        free_xp(&x);
        free(x.out);
        for (size_t k = 0; k < x.ndg; k++)
            free(x.dg[k].msg);
        free(x.dg);
        free(x.oc);
        mca_asm_syms_free(x.syms);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading %s", src->name);
        return -1;
    }
    if (clean)
        scan->clean = clean;
    free(scan->stmts);
    scan->stmts = x.out;
    scan->stmt_count = x.nout;
    scan->diags = x.dg;
    scan->diag_count = x.ndg;
    scan->syms = x.syms;
    free(scan->comments);
    scan->comments = x.oc;
    scan->comment_count = x.noc;
    free_xp(&x);
    return 0;
}
