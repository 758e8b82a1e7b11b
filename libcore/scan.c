/* scan: statements and comments of an assembly text (see mca/scan.h). */
#include <config.h>

#include "mca/scan.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"
#include "asm/asm-symtab.h"

/* A growable array of fixed-size elements. */
typedef struct {
    void *data;
    size_t count, capacity, elem;
} vec;

static int vec_push(vec *v, const void *item)
{
    if (v->count == v->capacity) {
        size_t cap = v->capacity ? v->capacity * 2 : 64;
        void *p = realloc(v->data, cap * v->elem);
        if (!p)
            return -1;
        v->data = p;
        v->capacity = cap;
    }
    memcpy((char *)v->data + v->count * v->elem, item, v->elem);
    v->count++;
    return 0;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Record the statement [start, end) after trimming blanks; skip empty ones. */
static int end_statement(vec *stmts, const char *clean, size_t start, size_t end)
{
    while (start < end && (is_blank(clean[start]) || clean[start] == '\0'))
        start++;
    while (end > start && (is_blank(clean[end - 1]) || clean[end - 1] == '\0'))
        end--;
    if (start == end)
        return 0;
    mca_stmt s = { start, end };
    return vec_push(stmts, &s);
}

static void blank(char *clean, size_t from, size_t to)
{
    for (size_t i = from; i < to; i++)
        if (clean[i] != '\n')
            clean[i] = ' ';
}

/* Offset just past a string literal starting at i (a '"'). */
static size_t skip_string(const char *t, size_t len, size_t i)
{
    for (i++; i < len && t[i] != '"' && t[i] != '\n'; i++)
        if (t[i] == '\\' && i + 1 < len && t[i + 1] != '\n')
            i++;
    return i < len && t[i] == '"' ? i + 1 : i;
}

/* Offset just past a character constant starting at i (a '\''): LLVM's
 * lexer reads a quote, one character or a backslash and one, then the
 * closing quote as one token, so a comment character or the separator
 * inside ('#', ';', '/') is neither; i + 1 when it is none (a lone quote
 * is the parser's error). */
static size_t skip_char(const char *t, size_t len, size_t i)
{
    size_t j = i + 1;
    if (j < len && t[j] == '\\')
        j++;
    if (j >= len || t[j] == '\n')
        return i + 1;
    j++;
    return j < len && t[j] == '\'' ? j + 1 : i + 1;
}

static size_t line_end(const char *t, size_t len, size_t i)
{
    while (i < len && t[i] != '\n')
        i++;
    return i;
}

/* Is a block comment opened at i? If so return its closing offset in *close
 * (the offset of the '*' of the terminator), or 0 with *close = len. */
static int block_comment_at(const char *t, size_t len, size_t i, size_t *close)
{
    if (i + 1 >= len || t[i] != '/' || t[i + 1] != '*')
        return 0;
    const char *end = NULL;
    for (size_t j = i + 2; j + 1 < len; j++)
        if (t[j] == '*' && t[j + 1] == '/') {
            end = t + j;
            break;
        }
    *close = end ? (size_t)(end - t) : len;
    return 1;
}

static int scan_text(mca_scan *scan, const mca_syntax_rules *r,
                     vec *stmts, vec *comments)
{
    const char *t = scan->clean;
    size_t len = scan->len, start = 0, i = 0;
    size_t lc_len = r->line_comment ? strlen(r->line_comment) : 0;
    size_t ss_len = r->separator_string ? strlen(r->separator_string) : 0;
    bool stmt_blank = true; /* only blanks so far in this statement */
    /* The characters the loop below does more with than step over (and
     * note whether the statement is still blank): the others are skipped
     * at once (a data set's blocks are scanned one by one: this was 5k
     * instructions a block). */
    bool special[256] = { false };
    special['"'] = special['\''] = special['\n'] = true;
    special[(unsigned char)r->separator] |= r->separator != 0;
    special[(unsigned char)(ss_len ? r->separator_string[0] : '\n')] = true;
    special[(unsigned char)(lc_len ? r->line_comment[0] : '\n')] = true;
    special['/'] |= r->slash_comments;
    special['#'] |= r->hash_starts_statement;
    while (i < len) {
        while (i < len && !special[(unsigned char)t[i]]) {
            stmt_blank = stmt_blank && (t[i] == ' ' || t[i] == '\t');
            i++;
        }
        if (i == len)
            break;
        char c = t[i];
        size_t close;
        bool hash_comment = r->hash_starts_statement && stmt_blank && c == '#';
        bool sep_string = ss_len && c == r->separator_string[0] &&
                          strncmp(t + i, r->separator_string, ss_len) == 0;
        stmt_blank = (stmt_blank && (c == ' ' || c == '\t')) || c == '\n' ||
                     (r->separator && c == r->separator) || sep_string;
        if (c == '"') {
            i = skip_string(t, len, i);
        } else if (c == '\'') {
            i = skip_char(t, len, i);
        } else if (c == '\n' || (r->separator && c == r->separator) || sep_string) {
            if (end_statement(stmts, t, start, i) != 0)
                return -1;
            i += sep_string ? ss_len : 1;
            start = i;
        } else if (r->slash_comments && block_comment_at(t, len, i, &close)) {
            if (close == len) { /* unterminated: left for the parser */
                i += 2;
                continue;
            }
            mca_comment cm = { i + 2, close, 0 };
            if (vec_push(comments, &cm) != 0)
                return -1;
            blank(scan->clean, i, close + 2);
            i = close + 2;
        } else if (hash_comment || (lc_len && c == r->line_comment[0] &&
                                    strncmp(t + i, r->line_comment, lc_len) == 0) ||
                   (r->slash_comments && c == '/' && i + 1 < len && t[i + 1] == '/')) {
            size_t open = hash_comment ? 1
                          : (lc_len && c == r->line_comment[0] &&
                             strncmp(t + i, r->line_comment, lc_len) == 0) ? lc_len : 2;
            size_t e = line_end(t, len, i);
            size_t text_end = e > i + open && t[e - 1] == '\r' ? e - 1 : e;
            mca_comment cm = { i + open, text_end, 0 };
            if (vec_push(comments, &cm) != 0)
                return -1;
            blank(scan->clean, i, e);
            i = e;
        } else {
            i++;
        }
    }
    return end_statement(stmts, t, start, len);
}

int mca_scan_source(mca_scan *scan, const mca_source *src,
                    const mca_syntax_rules *rules, mca_diags *diags)
{
    memset(scan, 0, sizeof *scan);
    vec stmts = { .elem = sizeof(mca_stmt) };
    vec comments = { .elem = sizeof(mca_comment) };
    scan->clean = malloc(src->len + 1);
    if (scan->clean) {
        memcpy(scan->clean, src->text, src->len + 1);
        scan->len = src->len;
    }
    if (!scan->clean || scan_text(scan, rules, &stmts, &comments) != 0) {
        free(stmts.data);
        free(comments.data);
        mca_scan_free(scan);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory scanning %s",
                      src->name);
        return -1;
    }
    scan->stmts = stmts.data;
    scan->stmt_count = stmts.count;
    scan->comments = comments.data;
    scan->comment_count = comments.count;
    return 0;
}

/* Of the errors so far (errors), do any mark the parse failed?  The soft
 * ones reported before diagnostic `upto` do not. */
static int hard_errors(const mca_scan *scan, size_t upto, size_t errors)
{
    size_t soft = 0;
    for (size_t n = 0; n < upto; n++)
        soft += scan->diags[n].soft && !scan->diags[n].if_clean && !scan->diags[n].warning;
    return errors > soft;
}

size_t mca_scan_report_one(const mca_scan *scan, const mca_source *src, size_t *next,
                           mca_diags *diags)
{
    const mca_scan_diag *d = &scan->diags[(*next)++];
    if (d->if_clean && hard_errors(scan, *next - 1, diags->errors))
        return 0;
    if (d->offset == MCA_SCAN_NO_LOC) /* (an error, as LLVM prints those) */
        mca_diags_add(diags, MCA_DIAG_PLAIN, "<unknown>:0: error: %s", d->msg);
    else
        (d->soft ? mca_source_diag_ctx : mca_source_diag)(
            src, diags,
            d->warning == 2 ? MCA_DIAG_NOTE : d->warning ? MCA_DIAG_WARNING : MCA_DIAG_ERROR,
            d->offset, d->span,
            "%s", d->msg);
    return !d->warning;
}

size_t mca_scan_report(const mca_scan *scan, const mca_source *src, size_t i, size_t *next,
                       mca_diags *diags)
{
    size_t errors = 0;
    while (*next < scan->diag_count && scan->diags[*next].before <= i)
        errors += mca_scan_report_one(scan, src, next, diags);
    return errors;
}

size_t mca_scan_report_locals(const mca_scan *scan, const mca_source *src, size_t *next,
                              mca_diags *diags)
{
    size_t errors = 0;
    while (*next < scan->diag_count && *next < scan->locals_at)
        errors += mca_scan_report_one(scan, src, next, diags);
    if (scan->symlog && !scan->symlog->reported) {
        scan->symlog->reported = 1;
        errors += mca_asm_symlog_report(scan->symlog, scan, src, diags);
    }
    return errors;
}

void mca_scan_free(mca_scan *scan)
{
    mca_asm_symlog_free(scan->symlog);
    for (size_t i = 0; i < scan->diag_count; i++)
        free(scan->diags[i].msg);
    free(scan->diags);
    mca_asm_syms_free(scan->syms);
    free(scan->clean);
    free(scan->stmts);
    free(scan->comments);
    memset(scan, 0, sizeof *scan);
}
