/* source: reading an input text and indexing its lines (see mca/source.h). */
#include <config.h>

#include "mca/source.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

/* Read all of FP into a fresh NUL-terminated buffer. */
static int slurp(FILE *fp, char **out, size_t *out_len)
{
    struct stat st;
    size_t cap = 1 << 16, len = 0;
    if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2)
        cap = (size_t)st.st_size + 2;
    char *buf = malloc(cap);
    if (!buf)
        return ENOMEM;
    for (;;) {
        if (cap - len < 2) {
            if (cap > ((size_t)-1) / 2) {
                free(buf);
                return ENOMEM;
            }
            char *grown = realloc(buf, cap * 2);
            if (!grown) {
                free(buf);
                return ENOMEM;
            }
            buf = grown;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, fp);
        len += n;
        if (n == 0)
            break;
    }
    if (ferror(fp)) {
        int e = errno ? errno : EIO;
        free(buf);
        return e;
    }
    buf[len] = '\0';
    *out = buf;
    *out_len = len;
    return 0;
}

/* Build the line index of src->text. */
static int index_lines(mca_source *src)
{
    size_t count = 1;
    const char *t = src->text, *end = t + src->len, *p = t;
    while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        count++;
        p++;
    }
    src->line_starts = malloc(count * sizeof *src->line_starts);
    if (!src->line_starts)
        return -1;
    size_t k = 0;
    src->line_starts[k++] = 0;
    for (p = t; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        src->line_starts[k++] = (size_t)(p - t) + 1;
    src->line_count = count;
    return 0;
}

static int finish(mca_source *src, const char *name, mca_diags *diags)
{
    src->name = strdup(name);
    if (!src->name || index_lines(src) != 0) {
        mca_source_free(src);
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading %s", name);
        return -1;
    }
    return 0;
}

int mca_source_read_file(mca_source *src, const char *path, mca_diags *diags)
{
    memset(src, 0, sizeof *src);
    int from_stdin = !path || strcmp(path, "-") == 0;
    const char *name = from_stdin ? "<stdin>" : path;
    FILE *fp = from_stdin ? stdin : fopen(path, "rb");
    if (!fp) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", path, strerror(errno));
        return -1;
    }
    int err = slurp(fp, &src->text, &src->len);
    if (!from_stdin)
        fclose(fp);
    if (err) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", name, strerror(err));
        return -1;
    }
    return finish(src, name, diags);
}

int mca_source_from_memory(mca_source *src, const char *name,
                           const char *text, size_t len, mca_diags *diags)
{
    memset(src, 0, sizeof *src);
    src->text = malloc(len + 1);
    if (!src->text) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory reading %s", name);
        return -1;
    }
    if (len)
        memcpy(src->text, text, len);
    src->text[len] = '\0';
    src->len = len;
    return finish(src, name, diags);
}

void mca_source_free(mca_source *src)
{
    free(src->name);
    free(src->text);
    free(src->line_starts);
    for (size_t i = 0; i < src->exp_count; i++)
        free(src->exps[i].file);
    free(src->exps);
    memset(src, 0, sizeof *src);
}

size_t mca_source_add_exp(mca_source *src, const char *t, size_t n, size_t call)
{
    size_t at = src->full_len ? src->full_len : src->len + 1;
    if (n > SIZE_MAX / 2 - at)
        return (size_t)-1;
    if (src->exp_count == src->exp_cap) {
        size_t cap = src->exp_cap ? src->exp_cap * 2 : 8;
        mca_source_exp *v = realloc(src->exps, cap * sizeof *v);
        if (!v)
            return (size_t)-1;
        src->exps = v;
        src->exp_cap = cap;
    }
    if (src->text_cap < at + n + 1) { /* (grown geometrically: many small ones) */
        size_t cap = src->text_cap > at ? src->text_cap : at;
        while (cap < at + n + 1)
            cap = cap < SIZE_MAX / 4 ? cap * 2 : at + n + 1;
        char *text = realloc(src->text, cap);
        if (!text)
            return (size_t)-1;
        src->text = text;
        src->text_cap = cap;
    }
    char *text = src->text;
    memcpy(text + at, t, n);
    text[at + n] = '\0';
    src->exps[src->exp_count++] = (mca_source_exp){ at, at + n, call, NULL, NULL };
    src->full_len = at + n + 1;
    return at;
}

size_t mca_source_add_file(mca_source *src, const char *t, size_t n, size_t call,
                           const char *file)
{
    char *name = strdup(file);
    if (!name)
        return (size_t)-1;
    size_t at = mca_source_add_exp(src, t, n, call);
    if (at == (size_t)-1)
        free(name);
    else
        src->exps[src->exp_count - 1].file = name;
    return at;
}

/* The instantiation holding offset (one past the input), or NULL. */
static const mca_source_exp *exp_at(const mca_source *src, size_t offset)
{
    if (offset <= src->len || !src->exp_count)
        return NULL;
    size_t lo = 0, hi = src->exp_count;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (src->exps[mid].start <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return src->exps[lo].start <= offset ? &src->exps[lo] : NULL;
}

size_t mca_source_origin(const mca_source *src, size_t offset)
{
    const mca_source_exp *e;
    while ((e = exp_at(src, offset)) != NULL)
        offset = e->call;
    return offset;
}

void mca_source_locate(const mca_source *src, size_t offset, size_t *line,
                       size_t *col)
{
    size_t lo = 0, hi = src->line_count;
    while (hi - lo > 1) { /* last line start <= offset */
        size_t mid = lo + (hi - lo) / 2;
        if (src->line_starts[mid] <= offset)
            lo = mid;
        else
            hi = mid;
    }
    *line = lo + 1;
    *col = offset - src->line_starts[lo] + 1;
}

const char *mca_source_line(const mca_source *src, size_t line, size_t *len)
{
    if (line == 0 || line > src->line_count) {
        *len = 0;
        return "";
    }
    size_t start = src->line_starts[line - 1];
    size_t end = line < src->line_count ? src->line_starts[line] - 1 : src->len;
    if (end > start && src->text[end - 1] == '\r')
        end--;
    *len = end - start;
    return src->text + start;
}

/* Where offset is as LLVM shows it: the buffer's name, the 1-based line
 * and column, and the line's text [*ls, *le). */
typedef struct {
    const char *name;
    size_t line, col;
    const char *text;
    size_t len;
} place;

static place place_of(const mca_source *src, size_t offset)
{
    place pl;
    const mca_source_exp *e = exp_at(src, offset);
    if (!e) {
        pl.name = src->name;
        mca_source_locate(src, offset, &pl.line, &pl.col);
        pl.text = mca_source_line(src, pl.line, &pl.len);
        return pl;
    }
    /* (counted afresh: only diagnostics need it) */
    size_t ls = e->start;
    pl.line = 1;
    for (size_t i = e->start; i < offset && i < e->end; i++)
        if (src->text[i] == '\n') {
            pl.line++;
            ls = i + 1;
        }
    size_t le = ls;
    while (le < e->end && src->text[le] != '\n')
        le++;
    if (le > ls && e->file && src->text[le - 1] == '\r')
        le--;
    pl.name = e->file ? e->file : "<instantiation>";
    pl.col = offset - ls + 1;
    pl.text = src->text + ls;
    pl.len = le - ls;
    if (offset >= e->end && ls == e->end && e->tail) { /* LLVM's closing line */
        pl.text = e->tail;
        pl.len = strlen(e->tail);
    }
    return pl;
}

/* LLVM's include stack of offset: "Included from FILE:LINE:" for each
 * .include that led there, outermost first (an instantiation has none of
 * its own).  Malloc'd, NULL when there is none; *oom when memory ran out. */
static char *include_stack(const mca_source *src, size_t offset, int *oom)
{
    const mca_source_exp *e = exp_at(src, offset);
    if (!e || !e->file)
        return NULL;
    char *text = NULL;
    size_t len = 0;
    while (e && e->file) {
        place pl = place_of(src, e->call);
        int n = snprintf(NULL, 0, "Included from %s:%zu:\n", pl.name, pl.line);
        char *t = n < 0 ? NULL : malloc(len + (size_t)n + 1);
        if (!t) {
            free(text);
            *oom = 1;
            return NULL;
        }
        snprintf(t, (size_t)n + 1, "Included from %s:%zu:\n", pl.name, pl.line);
        if (len)
            memcpy(t + n, text, len + 1);
        free(text);
        text = t;
        len += (size_t)n;
        e = exp_at(src, e->call);
    }
    return text;
}

/* The statement that made the instantiation holding offset (through any
 * included files), or (size_t)-1 when offset is in no instantiation. */
static size_t macro_call(const mca_source *src, size_t offset)
{
    const mca_source_exp *e = exp_at(src, offset);
    while (e && e->file)
        e = exp_at(src, e->call);
    return e ? e->call : (size_t)-1;
}

/* The diagnostic msg at offset; notes: follow it with the chain of macro
 * instantiations (LLVM's parser does, its context does not). */
static void source_diag(const mca_source *src, mca_diags *diags, mca_diag_kind kind,
                        size_t offset, size_t span, int notes, const char *msg)
{
    /* LLVM names an instantiation's buffer "<instantiation>" and follows
     * each diagnostic with the chain of instantiations, innermost first;
     * each location in an included file comes after its include stack */
    for (int first = 1; offset != (size_t)-1; first = 0) {
        place pl = place_of(src, offset);
        int oom = 0;
        char *inc = include_stack(src, offset, &oom);
        size_t had = diags->count;
        mca_diags_add_at(diags, first ? kind : MCA_DIAG_NOTE, pl.name, pl.line, pl.col,
                         pl.text, pl.len, first ? span : 1, "%s",
                         first ? msg : "while in macro instantiation");
        if (diags->count > had)
            mca_diags_set_includes(diags, inc);
        if (oom)
            diags->out_of_memory = 1;
        free(inc);
        offset = notes ? macro_call(src, offset) : (size_t)-1;
    }
}

static void source_vdiag(const mca_source *src, mca_diags *diags, mca_diag_kind kind,
                         size_t offset, size_t span, int notes, const char *fmt, va_list ap)
    __attribute__((format(printf, 7, 0)));

static void source_vdiag(const mca_source *src, mca_diags *diags, mca_diag_kind kind,
                         size_t offset, size_t span, int notes, const char *fmt, va_list ap)
{
    char *msg = NULL;
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    if (n >= 0 && (msg = malloc((size_t)n + 1)) != NULL)
        vsnprintf(msg, (size_t)n + 1, fmt, ap);
    if (!msg) {
        diags->out_of_memory = 1;
        if (kind == MCA_DIAG_ERROR)
            diags->errors++;
        return;
    }
    source_diag(src, diags, kind, offset, span, notes, msg);
    free(msg);
}

void mca_source_diag(const mca_source *src, mca_diags *diags,
                     mca_diag_kind kind, size_t offset, size_t span,
                     const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    source_vdiag(src, diags, kind, offset, span, 1, fmt, ap);
    va_end(ap);
}

void mca_source_diag_ctx(const mca_source *src, mca_diags *diags,
                         mca_diag_kind kind, size_t offset, size_t span,
                         const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    source_vdiag(src, diags, kind, offset, span, 0, fmt, ap);
    va_end(ap);
}
